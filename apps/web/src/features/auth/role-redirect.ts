import type { Role } from '@bingo/contracts';
import {
  type RedirectOptions,
  type RegisteredRouter,
  redirect,
  type ValidateRedirectOptions,
} from '@tanstack/react-router';
import { type GuardArgs, homeOf, requireSignedIn } from './guards';

/** Each role's page for one thing; every target is checked against the routes. */
export type RoleTargets<TTargets> = {
  [R in keyof TTargets]: ValidateRedirectOptions<RegisteredRouter, TTargets[R]>;
};

/**
 * For the spec's linked paths that have no screen of their own (/shops/{id}, /agents/{id}, ...):
 * each role is sent to its own page for that thing, and a role with none to its home.
 */
export function redirectByRole<TTargets extends Partial<Record<Role, unknown>>>(
  { context }: GuardArgs,
  targets: RoleTargets<TTargets>,
): never {
  const { user } = requireSignedIn({ context });
  const target = (targets as Partial<Record<Role, RedirectOptions>>)[user.role];
  if (target) throw redirect({ ...target, replace: true });
  throw redirect({ href: homeOf(user.role), replace: true });
}
