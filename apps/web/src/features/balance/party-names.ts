import type { Role } from '@bingo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { i18n } from '@/i18n/i18n';
import { msg } from '@/i18n/msg';
import { useSession } from '@/stores/session';
import { authQueries } from '../auth/auth.queries';
import { userQueries } from '../users/users.queries';
import { balanceQueries } from './balance.queries';

// i18n-namespace: balance

/** The ledger's system accounts as a hall reads them (a top-up is issued by the Admin). */
const SYSTEM_PARTIES: Record<string, string> = {
  issuance: msg('Admin top-up'),
  revenue: msg('Game commission'),
};

/** User id or e-mail → the person's name. */
export type PartyNames = ReadonlyMap<string, string>;

const NO_NAMES: PartyNames = new Map();

/** A party of a movement by name when one is known, else by e-mail; system accounts by their role. */
export function partyName(id: string | null, email: string, names: PartyNames = NO_NAMES): string {
  const system = SYSTEM_PARTIES[email];
  if (system === undefined) return (id && names.get(id)) || names.get(email) || email;
  const t = i18n.getFixedT(null, 'balance');
  // i18n-dynamic: the system parties are msg() keys above
  return t(system);
}

/** The issuing Admin or the house rather than a person. */
export function isSystemParty(email: string): boolean {
  return email in SYSTEM_PARTIES;
}

interface Named {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** The names a viewer may know: its own, its superior's and those of the people under it. */
export function namesOf(
  me: (Named & { parentId: string | null; parentName: string | null }) | undefined,
  people: readonly Named[],
): PartyNames {
  const names = new Map<string, string>();
  const add = (person: Named) => {
    const name = `${person.firstName} ${person.lastName}`.trim();
    if (!name) return;
    names.set(person.id, name);
    names.set(person.email, name);
  };
  for (const person of people) add(person);
  if (me) {
    add(me);
    if (me.parentId && me.parentName?.trim()) names.set(me.parentId, me.parentName.trim());
  }
  return names;
}

/**
 * The names behind the e-mails of balance movements, from the lists the viewer's screens load
 * anyway: the Admin's balance overview, a super agent's agents, an agent's cashiers. `wanted`
 * false asks for nothing (a list with no rows to name).
 */
export function usePartyNames(wanted = true): PartyNames {
  const signedIn: Role | undefined = useSession((s) => s.user?.role);
  const role = wanted ? signedIn : undefined;
  const me = useQuery({ ...authQueries.me(), enabled: role !== undefined });
  const everyone = useQuery({ ...balanceQueries.overview(), enabled: role === 'Admin' });
  const agents = useQuery({ ...userQueries.myAgents(), enabled: role === 'SuperAgent' });
  const cashiers = useQuery({ ...userQueries.myCashiers(), enabled: role === 'Agent' });
  const people = everyone.data?.items ?? agents.data?.items ?? cashiers.data?.items;
  return useMemo(() => namesOf(me.data, people ?? []), [me.data, people]);
}
