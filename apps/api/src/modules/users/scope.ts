import type { Role } from '@bingo/contracts';
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { shops, users } from '@/db/schema';
import type { TableOrAlias } from '@/db/table-or-alias';
import type { AuthUser } from '@/modules/auth/caller';
import { liveShops } from '../shops/live-shops';

type Actor = Pick<AuthUser, 'id' | 'role'>;

/** Never true: for roles that own no users or shops (those routes already answer 403). */
const NOTHING = sql`false`;

/** No limit beyond the id: for a user reading itself, or a row the same request has just written. */
export const ANY_USER: SQL = sql`true`;

/** The users table, or an alias of it for a query that reads users twice (an agent and its cashier). */
export type UsersTable = TableOrAlias<typeof users>;

export const usersWithRole = (role: Role, table: UsersTable = users): SQL => eq(table.role, role);

/** Ids of the agents under a super agent, as a subquery. */
export const agentsOf = (superAgentId: string) =>
  sql`(select ${users.id} from ${users} where ${users.parentId} = ${superAgentId} and ${usersWithRole('Agent')})`;

/**
 * The users an actor may list, view, edit and (de)activate (DESIGN section 4):
 * Admin every non-admin, SuperAgent its agents, Agent its cashiers.
 */
export function managedUsers(actor: Actor): SQL {
  switch (actor.role) {
    case 'Admin':
      return ne(users.role, 'Admin');
    case 'SuperAgent':
      return and(usersWithRole('Agent'), eq(users.parentId, actor.id)) ?? NOTHING;
    case 'Agent':
      return and(usersWithRole('Cashier'), eq(users.parentId, actor.id)) ?? NOTHING;
    default:
      return NOTHING;
  }
}

/** Listing adds the other admins for an Admin; everyone else sees exactly the users it manages. */
export function visibleUsers(actor: Actor): SQL {
  return actor.role === 'Admin' ? sql`true` : managedUsers(actor);
}

/** Live (not deleted) shops in the actor's subtree: Admin all, SuperAgent its agents', Agent its own. */
export function visibleShops(actor: Actor): SQL {
  const live = liveShops();
  switch (actor.role) {
    case 'Admin':
      return live;
    case 'SuperAgent':
      return and(live, inArray(shops.agentId, agentsOf(actor.id))) ?? NOTHING;
    case 'Agent':
      return and(live, eq(shops.agentId, actor.id)) ?? NOTHING;
    default:
      return NOTHING;
  }
}

/** Active users only: a deactivated user cannot log in, so nothing may be handed to it. */
export const isActive = (table: UsersTable = users): SQL => eq(table.isActive, true);

/** The agents in an actor's reach: any for an Admin, its own for a SuperAgent, itself for an Agent. */
export function agentsInReach(actor: Actor): SQL {
  const isAgent = usersWithRole('Agent');
  if (actor.role === 'Admin') return isAgent;
  if (actor.role === 'SuperAgent') return and(isAgent, inArray(users.id, agentsOf(actor.id))) ?? NOTHING;
  return and(isAgent, eq(users.id, actor.id)) ?? NOTHING;
}

/** The agents a shop may be given to: the active ones in reach (an inactive one could not run it). */
export function assignableAgents(actor: Actor): SQL {
  return and(agentsInReach(actor), isActive()) ?? NOTHING;
}

/** The super agents a new agent may be put under: the active ones. */
export const assignableSuperAgents: SQL = and(usersWithRole('SuperAgent'), isActive()) ?? NOTHING;

/**
 * The cashiers an actor may seat in a shop: any for an Admin, its own for an Agent. An inactive one
 * among them is refused by the service, with a text of its own.
 */
export function cashiersInReach(actor: Actor): SQL {
  const isCashier = usersWithRole('Cashier');
  return actor.role === 'Admin' ? isCashier : (and(isCashier, eq(users.parentId, actor.id)) ?? NOTHING);
}
