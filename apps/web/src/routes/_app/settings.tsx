import { createFileRoute, redirect } from '@tanstack/react-router';

// Cashiers have a theme settings page; everyone else's settings are their profile.
export const Route = createFileRoute('/_app/settings')({
  beforeLoad: ({ context }) => {
    const cashier = context.auth.user?.role === 'Cashier';
    throw redirect({ href: cashier ? '/cashier/settings' : '/profile', replace: true });
  },
});
