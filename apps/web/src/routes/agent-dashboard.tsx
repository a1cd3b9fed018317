import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/agent-dashboard')({
  beforeLoad: () => {
    throw redirect({ href: '/agent', replace: true });
  },
});
