import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/super-agent-dashboard')({
  beforeLoad: () => {
    throw redirect({ href: '/superagent', replace: true });
  },
});
