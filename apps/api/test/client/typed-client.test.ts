import type { AddressInfo } from 'node:net';
import createClient from 'openapi-fetch';
import { beforeAll, describe, expect, it } from 'vitest';
import { appWithNetwork } from '../support';
import type { paths } from './api';

// The client the API README shows: types generated from the served document, calls over a socket.
const { ctx, net } = await appWithNetwork();
let client: ReturnType<typeof createClient<paths>>;

beforeAll(async () => {
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = ctx.app.server.address() as AddressInfo;
  client = createClient<paths>({ baseUrl: `http://127.0.0.1:${port}` });
});

describe('a client generated from the OpenAPI document', () => {
  it('signs in and reads the balance with typed requests and answers', async () => {
    const login = await client.POST('/api/auth/login', {
      body: { email: net.cashier1.email, password: net.cashier1.password },
    });
    expect(login.response.status).toBe(200);
    const token = login.data?.token ?? '';
    expect(login.data?.user.role).toBe('Cashier');

    const balance = await client.GET('/api/Balance', { headers: { authorization: `Bearer ${token}` } });
    expect(balance.response.status).toBe(200);
    expect(balance.data).toEqual({ amount: expect.any(Number), balanceType: 'Limited' });
  });

  it('types an error answer as the API’s error shape', async () => {
    const refused = await client.GET('/api/Balance', {});
    expect(refused.response.status).toBe(401);
    expect(refused.error).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      code: 'AUTH_AUTHENTICATION_REQUIRED',
      message: 'Authentication required. Please log in.',
    });
  });
});
