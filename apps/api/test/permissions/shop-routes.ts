import { MANAGERS, perTarget, type Req, type Route, shopBody, shopTargets } from './matrix';

/** The routes that read or change shops. */
export const SHOP_ROUTES: Route[] = [
  {
    name: 'GET /api/Shop',
    roles: MANAGERS,
    ok: 200,
    kind: 'list',
    request: { method: 'GET', url: '/api/Shop' },
    visible: 'shops',
  },
  {
    name: 'GET /api/Shop/available',
    roles: MANAGERS,
    ok: 200,
    kind: 'list',
    request: { method: 'GET', url: '/api/Shop/available' },
    visible: 'freeShops',
  },
  {
    name: 'POST /api/Shop',
    roles: MANAGERS,
    ok: 201,
    kind: 'object',
    cases: (n) => {
      const post = (agentId: string): Req => ({
        method: 'POST',
        url: '/api/Shop',
        body: shopBody({ agentId }),
      });
      return {
        admin: [['own', post(n.agent2.id)]],
        sa1: [
          ['own', post(n.agent1.id)],
          ['other', post(n.agent2.id)],
        ],
        agent1: [
          ['own', post(n.agent1.id)],
          ['sibling', post(n.agent1b.id)],
          ['other', post(n.agent2.id)],
        ],
        cashier1: [['own', post(n.agent1.id)]],
      };
    },
  },
  {
    name: 'GET /api/Shop/{id}',
    roles: MANAGERS,
    ok: 200,
    kind: 'object',
    cases: perTarget(shopTargets, (id) => ({ method: 'GET', url: `/api/Shop/${id}` })),
  },
  {
    name: 'PUT /api/Shop/{id}',
    roles: MANAGERS,
    ok: 200,
    kind: 'object',
    cases: perTarget(shopTargets, (id) => ({ method: 'PUT', url: `/api/Shop/${id}`, body: shopBody() })),
  },
  {
    name: 'DELETE /api/Shop/{id}',
    roles: MANAGERS,
    ok: 200,
    kind: 'object',
    cases: perTarget(shopTargets, (id) => ({ method: 'DELETE', url: `/api/Shop/${id}` })),
  },
  {
    name: 'POST /api/shop/assign-cashier',
    roles: ['Admin', 'Agent'],
    ok: 200,
    kind: 'object',
    cases: (n) => {
      const post = (cashierId: string, shopId: string): Req => ({
        method: 'POST',
        url: '/api/shop/assign-cashier',
        body: { cashierId, shopId },
      });
      return {
        admin: [['own', post(n.cashier2.id, n.freeShop1.id)]],
        sa1: [['own', post(n.cashier1.id, n.freeShop1.id)]],
        agent1: [
          ['own', post(n.cashier1.id, n.freeShop1.id)],
          ['sibling', post(n.cashier1b.id, n.freeShop1.id)],
          ['sibling', post(n.cashier1.id, n.freeShop1b.id)],
          ['other', post(n.cashier2.id, n.freeShop1.id)],
          ['other', post(n.cashier1.id, n.freeShop2.id)],
        ],
        cashier1: [['own', post(n.cashier1.id, n.freeShop1.id)]],
      };
    },
  },
];
