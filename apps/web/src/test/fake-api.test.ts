import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, created, fakeApi, ok } from './fake-api';

afterEach(() => vi.unstubAllGlobals());

describe('the fake API', () => {
  it('answers fixed and computed routes, and records each call with its body, headers and query', async () => {
    const api = fakeApi({
      'GET /api/Balance': ok({ amount: 10 }),
      'POST /api/Shop': (call) => created({ echoed: call.body }),
    });
    const read = await fetch('/api/Balance?userId=u1');
    const write = await fetch('/api/Shop', {
      method: 'POST',
      headers: { 'Idempotency-Key': 'k1' },
      body: JSON.stringify({ name: 'Piazza Bingo' }),
    });
    expect([read.status, await read.json()]).toEqual([200, { amount: 10 }]);
    expect([write.status, await write.json()]).toEqual([201, { echoed: { name: 'Piazza Bingo' } }]);
    expect(api.calls[0]?.path).toBe('/api/Balance');
    expect(api.calls[0]?.query.get('userId')).toBe('u1');
    expect(api.writes().map((c) => c.headers.get('idempotency-key'))).toEqual(['k1']);
  });

  it('answers an unknown route 404, naming it', async () => {
    fakeApi({});
    const response = await fetch('/api/nowhere', { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'The fake API has no route DELETE /api/nowhere',
    });
  });

  it('words an error body as the API does', () => {
    expect(apiError(409, 'Taken')).toEqual({
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: 'Taken' },
    });
  });
});
