import type { Role } from '@bingo/contracts';
import { UnauthorizedError } from '@/errors';

/** What a signed token claims: who, in which role, at which token version. */
export type TokenClaims = { sub: string; email: string; role: Role; tv: number };

/** The caller, as loaded from the database on every request (not as claimed by the token). */
export type AuthUser = { id: string; email: string; role: Role; tokenVersion: number };

/** Who is asking, as far as scope goes: what a viewer may see and change follows from these two. */
export type Viewer = { id: string; role: Role };

/** What the token check needs from the caller's row. */
export type CallerRow = AuthUser & { isActive: boolean };

/**
 * The caller as the database knows it right now. Logout, password reset, deactivation and role
 * changes bump the version, so older tokens die at once.
 */
export function currentCaller(row: CallerRow | undefined, claims: TokenClaims): AuthUser {
  if (!row?.isActive || row.tokenVersion !== claims.tv || row.role !== claims.role) {
    throw new UnauthorizedError();
  }
  return { id: row.id, email: row.email, role: row.role, tokenVersion: row.tokenVersion };
}
