import type { Role } from '@bingo/contracts';
import type { Actor, Method, TestNetwork } from '../support';

/**
 * Every accounts route × every role × an own, a sibling and an other-branch object: which roles may
 * call it, what an allowed call answers, and which objects each actor tries it on. The routes are
 * listed in `user-routes.ts` and `shop-routes.ts`.
 */

export type ActorKey = 'admin' | 'sa1' | 'agent1' | 'cashier1';
export type Label = 'own' | 'sibling' | 'other' | 'below';
export type Req = { method: Method; url: string; body?: unknown };
export type Objects = TestNetwork & { freeShop1b: { id: string } };
type ObjectCases = (n: Objects) => Partial<Record<ActorKey, [Label, Req][]>>;
export type Route = { name: string; roles: Role[]; ok: number } & (
  | { kind: 'object'; cases: ObjectCases }
  | { kind: 'self'; request: (n: Objects, a: Actor) => Req }
  | { kind: 'list'; request: Req; visible: 'users' | 'agents' | 'cashiers' | 'shops' | 'freeShops' }
);

export const ACTORS: ActorKey[] = ['admin', 'sa1', 'agent1', 'cashier1'];
export const MANAGERS: Role[] = ['Admin', 'SuperAgent', 'Agent'];
export const shopBody = (extra: Record<string, unknown> = {}) => ({
  name: 'Matrix shop',
  country: 'Ethiopia',
  city: 'Dire Dawa',
  woreda: 'Woreda 9',
  location: 'Kezira',
  ...extra,
});
let serial = 0;
export const newUser = (role: string, extra: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    firstName: 'Matrix',
    lastName: `User${serial}`,
    email: `matrix${serial}@test.et`,
    phoneNumber: '+251911000123',
    password: 'secret1',
    role,
    ...extra,
  };
};

/** The same object choice for every route that acts on one user or one shop. */
export const userTargets = (n: Objects): Record<ActorKey, [Label, string][]> => ({
  admin: [['own', n.cashier2.id]],
  sa1: [
    ['own', n.agent1.id],
    ['sibling', n.sa2.id],
    ['other', n.agent2.id],
    ['below', n.cashier1.id],
  ],
  agent1: [
    ['own', n.cashier1.id],
    ['sibling', n.cashier1b.id],
    ['other', n.cashier2.id],
  ],
  cashier1: [
    ['own', n.cashier1.id],
    ['sibling', n.cashier1b.id],
    ['other', n.cashier2.id],
  ],
});
export const shopTargets = (n: Objects): Record<ActorKey, [Label, string][]> => ({
  admin: [['own', n.shop2.id]],
  sa1: [
    ['own', n.shop1b.id],
    ['other', n.shop2.id],
  ],
  agent1: [
    ['own', n.shop1.id],
    ['sibling', n.shop1b.id],
    ['other', n.shop2.id],
  ],
  cashier1: [
    ['own', n.shop1.id],
    ['sibling', n.shop1b.id],
    ['other', n.shop2.id],
  ],
});
export const perTarget =
  (targets: (n: Objects) => Record<ActorKey, [Label, string][]>, build: (id: string) => Req): ObjectCases =>
  (n) => {
    const out: Partial<Record<ActorKey, [Label, Req][]>> = {};
    for (const [key, list] of Object.entries(targets(n)) as [ActorKey, [Label, string][]][]) {
      out[key] = list.map(([label, id]) => [label, build(id)]);
    }
    return out;
  };
