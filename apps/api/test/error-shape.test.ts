import type { ApiError } from '@bingo/contracts';
import { describe, expect, it } from 'vitest';
import { appWithNetwork } from './support';

/** Every error the platform answers before a handler runs comes in the one shape too. */
const { ctx, net } = await appWithNetwork();

type Sent = { method?: 'GET' | 'POST'; url: string; payload?: string; contentType?: string; auth?: boolean };

async function send(req: Sent) {
  const headers: Record<string, string> = req.auth === false ? {} : { ...net.admin.headers };
  if (req.contentType) headers['content-type'] = req.contentType;
  const res = await ctx.app.inject({
    method: req.method ?? 'GET',
    url: req.url,
    payload: req.payload,
    headers,
  });
  return { status: res.statusCode, body: res.json() as unknown, type: String(res.headers['content-type']) };
}

const long = 'a'.repeat(5_000);

const CASES: [string, Sent, ApiError][] = [
  [
    'unknown route',
    { url: '/api/no-such-thing' },
    {
      statusCode: 404,
      error: 'Not Found',
      code: 'TEMPLATE_ROUTE_NOT_FOUND',
      params: { method: 'GET', path: '/api/no-such-thing' },
      message: 'Route GET /api/no-such-thing not found',
    },
  ],
  [
    'body too large',
    {
      method: 'POST',
      url: '/api/Shop',
      payload: JSON.stringify({ name: 'x'.repeat(300 * 1024) }),
      contentType: 'application/json',
    },
    {
      statusCode: 413,
      error: 'Payload Too Large',
      code: 'SERVER_BODY_TOO_LARGE',
      message: 'The request body is too large.',
    },
  ],
  [
    'a 5,000-character path parameter',
    { url: `/api/auth/users/${long}` },
    {
      statusCode: 414,
      error: 'URI Too Long',
      code: 'SERVER_ADDRESS_TOO_LONG',
      message: 'The address is too long.',
    },
  ],
  [
    'a 5,000-character path parameter on a route without login',
    { method: 'POST', url: `/api/auth/toggle-status/${long}`, auth: false },
    {
      statusCode: 414,
      error: 'URI Too Long',
      code: 'SERVER_ADDRESS_TOO_LONG',
      message: 'The address is too long.',
    },
  ],
  [
    'a broken escape in the path',
    { url: '/api/auth/users/%E0%A4%A' },
    {
      statusCode: 400,
      error: 'Bad Request',
      code: 'SERVER_BAD_ADDRESS',
      message: 'The address is not valid.',
    },
  ],
  [
    'a body that is not JSON',
    { method: 'POST', url: '/api/Shop', payload: 'name=x', contentType: 'text/plain' },
    {
      statusCode: 415,
      error: 'Unsupported Media Type',
      code: 'SERVER_MEDIA_TYPE',
      message: 'Unsupported content type. Send JSON with Content-Type: application/json.',
    },
  ],
  [
    'malformed JSON',
    { method: 'POST', url: '/api/Shop', payload: '{"name": ', contentType: 'application/json' },
    {
      statusCode: 400,
      error: 'Bad Request',
      code: 'SERVER_INVALID_JSON',
      message: 'The request body is not valid JSON.',
    },
  ],
  [
    'an empty JSON body',
    { method: 'POST', url: '/api/Shop', payload: '', contentType: 'application/json' },
    {
      statusCode: 400,
      error: 'Bad Request',
      code: 'SERVER_EMPTY_BODY',
      message: 'The request body is empty. Send a JSON object.',
    },
  ],
];

describe('the error shape everywhere', () => {
  it.each(CASES)('%s', async (_name, req, expected) => {
    const res = await send(req);
    expect(res.status).toBe(expected.statusCode);
    expect(res.type).toContain('application/json');
    expect(res.body).toEqual(expected);
  });

  it('too many requests (429)', async () => {
    let last: Awaited<ReturnType<typeof send>> | undefined;
    for (let i = 0; i < 11; i++) {
      last = await send({
        method: 'POST',
        url: '/api/auth/login',
        payload: JSON.stringify({ email: 'locked@test.et', password: 'wrong' }),
        contentType: 'application/json',
        auth: false,
      });
    }
    expect(last?.status).toBe(429);
    expect(last?.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'TEMPLATE_LOGIN_LIMIT_EMAIL',
      params: { wait: '15 minutes' },
      message: 'Too many login attempts for this account. Please wait 15 minutes and try again.',
    });
  });
});
