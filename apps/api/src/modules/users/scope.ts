import { and, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { shops, users } from '@/db/schema';
import type { AuthUser } from '@/plugins/auth';

type Actor = Pick<AuthUser, 'id' | 'role'>;

/** Never true: for roles that own no users or shops (those routes already answer 403). */
const NOTHING = sql`false`;

/** Ids of the agents under a super agent, as a subquery. */
export const agentsOf = (superAgentId: string) =>
  sql`(select ${users.id} from ${users} where ${users.parentId} = ${superAgentId} and ${users.role} = 'Agent')`;

/**
 * The users an actor may list, view, edit and (de)activate (DESIGN section 4):
 * Admin every non-admin, SuperAgent its agents, Agent its cashiers.
 */
export function managedUsers(actor: Actor): SQL {
  switch (actor.role) {
    case 'Admin':
      return ne(users.role, 'Admin');
    case 'SuperAgent':
      return and(eq(users.role, 'Agent'), eq(users.parentId, actor.id)) ?? NOTHING;
    case 'Agent':
      return and(eq(users.role, 'Cashier'), eq(users.parentId, actor.id)) ?? NOTHING;
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
  const live = isNull(shops.deletedAt);
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
