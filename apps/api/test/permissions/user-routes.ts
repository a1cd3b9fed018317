import { MANAGERS, newUser, perTarget, type Req, type Route, userTargets } from './matrix';

/** The accounts routes that read or change users. */
export const USER_ROUTES: Route[] = [
  {
    name: 'POST /api/auth/login',
    roles: ['Admin', 'SuperAgent', 'Agent', 'Cashier'],
    ok: 200,
    kind: 'self',
    request: (_n, a) => ({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: a.email, password: a.password },
    }),
  },
  {
    name: 'GET /api/auth/me',
    roles: ['Admin', 'SuperAgent', 'Agent', 'Cashier'],
    ok: 200,
    kind: 'self',
    request: () => ({ method: 'GET', url: '/api/auth/me' }),
  },
  {
    name: 'PATCH /api/auth/me',
    roles: ['Admin', 'SuperAgent', 'Agent', 'Cashier'],
    ok: 200,
    kind: 'self',
    request: () => ({ method: 'PATCH', url: '/api/auth/me', body: { middleName: 'M' } }),
  },
  {
    name: 'POST /api/auth/change-password',
    roles: ['Admin', 'SuperAgent', 'Agent', 'Cashier'],
    ok: 200,
    kind: 'self',
    request: (_n, a) => ({
      method: 'POST',
      url: '/api/auth/change-password',
      body: { currentPassword: a.password, newPassword: 'changed123' },
    }),
  },
  {
    name: 'POST /api/auth/logout',
    roles: ['Admin', 'SuperAgent', 'Agent', 'Cashier'],
    ok: 200,
    kind: 'self',
    request: () => ({ method: 'POST', url: '/api/auth/logout' }),
  },
  {
    name: 'POST /api/auth/register',
    roles: MANAGERS,
    ok: 201,
    kind: 'object',
    cases: (n) => {
      const post = (body: unknown): Req => ({ method: 'POST', url: '/api/auth/register', body });
      return {
        admin: [
          ['own', post(newUser('SuperAgent'))],
          ['own', post(newUser('Agent', { superAgentId: n.sa2.id }))],
          ['own', post(newUser('Cashier', { shopId: n.freeShop2.id }))],
        ],
        sa1: [
          ['own', post(newUser('Agent'))],
          ['sibling', post(newUser('Agent', { superAgentId: n.sa2.id }))],
        ],
        agent1: [
          ['own', post(newUser('Cashier', { shopId: n.freeShop1.id }))],
          ['sibling', post(newUser('Cashier', { shopId: n.freeShop1b.id }))],
          ['other', post(newUser('Cashier', { shopId: n.freeShop2.id }))],
        ],
        cashier1: [['own', post(newUser('Cashier', { shopId: n.freeShop1.id }))]],
      };
    },
  },
  {
    name: 'GET /api/auth/users',
    roles: MANAGERS,
    ok: 200,
    kind: 'list',
    request: { method: 'GET', url: '/api/auth/users' },
    visible: 'users',
  },
  {
    name: 'GET /api/auth/users-by-role/{role}',
    roles: MANAGERS,
    ok: 200,
    kind: 'list',
    request: { method: 'GET', url: '/api/auth/users-by-role/Cashier' },
    visible: 'users',
  },
  {
    name: 'GET /api/auth/my-agents',
    roles: ['Admin', 'SuperAgent'],
    ok: 200,
    kind: 'list',
    request: { method: 'GET', url: '/api/auth/my-agents' },
    visible: 'agents',
  },
  {
    name: 'GET /api/Agent/my-agents',
    roles: ['Admin', 'SuperAgent'],
    ok: 200,
    kind: 'list',
    request: { method: 'GET', url: '/api/Agent/my-agents' },
    visible: 'agents',
  },
  {
    name: 'GET /api/Agent/all-agents',
    roles: ['Admin', 'SuperAgent'],
    ok: 200,
    kind: 'list',
    request: { method: 'GET', url: '/api/Agent/all-agents' },
    visible: 'agents',
  },
  {
    name: 'GET /api/auth/my-cashiers',
    roles: ['Admin', 'Agent'],
    ok: 200,
    kind: 'list',
    request: { method: 'GET', url: '/api/auth/my-cashiers' },
    visible: 'cashiers',
  },
  {
    name: 'GET /api/Auth/user-role-counts',
    roles: MANAGERS,
    ok: 200,
    kind: 'list',
    request: { method: 'GET', url: '/api/Auth/user-role-counts' },
    visible: 'users',
  },
  {
    name: 'GET /api/dashboard/stats',
    roles: MANAGERS,
    ok: 200,
    kind: 'list',
    request: { method: 'GET', url: '/api/dashboard/stats' },
    visible: 'users',
  },
  {
    name: 'GET /api/auth/users/{id}',
    roles: MANAGERS,
    ok: 200,
    kind: 'object',
    cases: perTarget(userTargets, (id) => ({ method: 'GET', url: `/api/auth/users/${id}` })),
  },
  {
    name: 'PATCH /api/auth/users/{id}',
    roles: MANAGERS,
    ok: 200,
    kind: 'object',
    cases: perTarget(userTargets, (id) => ({
      method: 'PATCH',
      url: `/api/auth/users/${id}`,
      body: { lastName: 'Edited' },
    })),
  },
  {
    name: 'POST /api/auth/toggle-status/{id}',
    roles: MANAGERS,
    ok: 200,
    kind: 'object',
    cases: perTarget(userTargets, (id) => ({ method: 'POST', url: `/api/auth/toggle-status/${id}` })),
  },
  {
    name: 'POST /api/Auth/admin-reset-password',
    roles: ['Admin'],
    ok: 200,
    kind: 'object',
    cases: perTarget(userTargets, (id) => ({
      method: 'POST',
      url: '/api/Auth/admin-reset-password',
      body: { userId: id, newPassword: 'reset123', sendEmail: false },
    })),
  },
];
