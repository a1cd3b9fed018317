import { createFileRoute, redirect } from '@tanstack/react-router';

// Any unknown path goes to the sign-in page, which forwards a signed-in user to its home.
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
