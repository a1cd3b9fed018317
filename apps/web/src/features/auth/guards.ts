import type { Role } from '@bingo/contracts';
import { redirect } from '@tanstack/react-router';
import type { SessionUser } from '@/stores/session';
import { signInSearch } from './return-to';

/** What the route guards read: the signed-in user, or null. */
export interface AuthContext {
  readonly token: string | null;
  readonly user: SessionUser | null;
}

/** Where each role lands after signing in, and where it is sent back to from a page it may not open. */
export const ROLE_HOME: Record<Role, string> = {
  Admin: '/admin-dashboard',
  SuperAgent: '/superagent',
  Agent: '/agent',
  Cashier: '/dashboard',
};

export function homeOf(role: Role | null | undefined): string {
  return role ? ROLE_HOME[role] : '/';
}

export interface GuardArgs {
  context: { auth: AuthContext };
  /** The page asked for, to return to once signed in. */
  location?: { href: string };
}

/** For layout routes: no session sends the visitor to the sign-in page, replacing history. */
export function requireSignedIn({ context, location }: GuardArgs): { user: SessionUser } {
  const { user, token } = context.auth;
  if (!user || !token) throw redirect({ to: '/', search: signInSearch(location?.href), replace: true });
  return { user };
}

/**
 * For a page's `beforeLoad`: a signed-in user whose role may not open it goes to its own home.
 * Example: `beforeLoad: requireRole('Admin')`.
 */
export function requireRole(...roles: Role[]) {
  return ({ context }: GuardArgs): void => {
    const { user } = requireSignedIn({ context });
    if (!roles.includes(user.role)) throw redirect({ href: homeOf(user.role), replace: true });
  };
}
