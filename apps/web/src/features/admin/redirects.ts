import type { Role } from '@bingo/contracts';
import { redirect } from '@tanstack/react-router';
import { type GuardArgs, homeOf, requireSignedIn } from '../auth/guards';

/**
 * For the spec's linked paths that have no screen of their own (/shops/{id}, /agents/{id}, ...):
 * each role is sent to its own page for that thing, and a role with none to its home.
 */
export function redirectByRole(targets: Partial<Record<Role, string>>) {
  return ({ context }: GuardArgs): never => {
    const { user } = requireSignedIn({ context });
    throw redirect({ href: targets[user.role] ?? homeOf(user.role), replace: true });
  };
}
