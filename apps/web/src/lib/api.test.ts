import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TOKEN_KEY, useSession } from '@/stores/session';
import { apiError, fakeApi } from '@/test/fake-api';
import { AGENT, CASHIER, tokenFor } from '@/test/fixtures';
import {
  ApiError,
  api,
  buildUrl,
  errorMessageFrom,
  messageOf,
  NoResponseError,
  noResponse,
  SESSION_EXPIRED,
  serverOutOfReach,
  setSessionExpiredHandler,
  UnexpectedAnswerError,
} from './api';

describe('errorMessageFrom', () => {
  it("prefers the server's JSON message", () => {
    const body = JSON.stringify({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Insufficient balance for this transfer',
    });
    expect(errorMessageFrom(400, body)).toBe('Insufficient balance for this transfer');
  });

  it('falls back to the raw text, then to the status', () => {
    expect(errorMessageFrom(502, 'Bad gateway')).toBe('Bad gateway');
    expect(errorMessageFrom(500, '{"error":"x"}')).toBe('{"error":"x"}');
    expect(errorMessageFrom(503, '')).toBe('API request failed with status 503');
  });

  it("reads a proxy's HTML error page as no message: the status says more", () => {
    expect(errorMessageFrom(502, NGINX_502)).toBe('API request failed with status 502');
    expect(errorMessageFrom(504, '  <!doctype html><title>Gateway Timeout</title>')).toBe(
      'API request failed with status 504',
    );
    expect(errorMessageFrom(400, '<b> is not a card number')).toBe('<b> is not a card number');
  });
});

/** nginx's own page for a stopped upstream, as a hall's proxy sends it. */
const NGINX_502 =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

describe("a proxy's answer in place of the server's", () => {
  afterEach(() => vi.unstubAllGlobals());

  async function failureOf(status: number, body: string, contentType: string) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': contentType } })),
    );
    return api
      .get('/games/current', z.object({ game: z.null() }), { anonymous: true })
      .catch((e: unknown) => e);
  }

  it.each([
    [502, NGINX_502, 'text/html'],
    [
      504,
      '<!DOCTYPE html>\n<html lang="en"><head><title>504 Gateway Time-out</title></head><body></body></html>',
      'text/html; charset=UTF-8',
    ],
    [503, '', 'text/plain'],
  ])(
    'a %i with a page or nothing is an ApiError with its status, read without a console error',
    async (status, body, type) => {
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
      const failure = await failureOf(status, body, type);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).not.toBeInstanceOf(UnexpectedAnswerError);
      expect(failure).toMatchObject({
        status,
        message: `API request failed with status ${status}`,
        details: {},
      });
      expect(serverOutOfReach(failure)).toBe(true);
      expect(consoleError).not.toHaveBeenCalled();
    },
  );

  it("keeps a proxy's plain-text reason", async () => {
    const failure = await failureOf(502, 'Bad gateway', 'text/plain');
    expect(failure).toMatchObject({ status: 502, message: 'Bad gateway' });
  });
});

/** What a misconfigured proxy sends for any path: the app's own page, with a 200. */
const INDEX_HTML =
  '<!doctype html>\n<html lang="en"><head><title>Bingo Hall</title></head><body><div id="root"></div></body></html>\n';

describe('a 2xx answer that is not the JSON its contract expects', () => {
  afterEach(() => vi.unstubAllGlobals());

  async function answerOf(body: string, contentType: string) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status: 200, headers: { 'Content-Type': contentType } })),
    );
    return api
      .get('/games/current', z.object({ game: z.null() }), { anonymous: true })
      .catch((e: unknown) => e);
  }

  it.each([
    [
      'an HTML page (a proxy serving index.html)',
      INDEX_HTML,
      'text/html',
      /^not JSON: <!doctype html>/,
      false,
    ],
    ['text cut short', '{"game":', 'application/json', /^not JSON: \{"game":$/, false],
    ['plain text', 'OK', 'text/plain', /^not JSON: OK$/, false],
    ['JSON of another shape', '{"games":[]}', 'application/json', /^game: /, true],
    ['a JSON value of the wrong kind', '"index"', 'application/json', /^\(body\): /, true],
  ])(
    '%s is an UnexpectedAnswerError, out of reach as a 500; only a drifted server tells the console',
    async (_, body, type, reason, drift) => {
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
      const failure = await answerOf(body, type);
      expect(failure).toBeInstanceOf(UnexpectedAnswerError);
      expect(failure).toMatchObject({
        status: 500,
        message: 'Unexpected response from the server',
        path: '/games/current',
        reason: expect.stringMatching(reason),
      });
      expect(serverOutOfReach(failure)).toBe(true);
      if (drift) {
        expect(consoleError).toHaveBeenCalledWith('Unexpected answer from /games/current', expect.any(Array));
      } else {
        expect(consoleError).not.toHaveBeenCalled();
      }
    },
  );

  it('still reads an empty 2xx body as an empty object', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 200 })),
    );
    await expect(api.get('/ping', z.object({}), { anonymous: true })).resolves.toEqual({});
  });
});

describe('buildUrl', () => {
  it('puts every call under /api and drops empty query values', () => {
    expect(buildUrl('/Balance')).toBe('/api/Balance');
    expect(
      buildUrl('SalesHistory', { startDate: '2025-01-01T00:00:00.000Z', endDate: undefined, type: '' }),
    ).toBe('/api/SalesHistory?startDate=2025-01-01T00%3A00%3A00.000Z');
  });
});

describe('serverOutOfReach', () => {
  it("counts no answer and any 5xx (a proxy's 502/503/504, the server's 500), not a refusal or a cancel", () => {
    expect(serverOutOfReach(new TypeError('Failed to fetch'))).toBe(true);
    for (const status of [500, 502, 503, 504]) {
      expect(serverOutOfReach(new ApiError(status, `API request failed with status ${status}`))).toBe(true);
    }
    expect(serverOutOfReach(new UnexpectedAnswerError())).toBe(true);
    for (const status of [400, 401, 404, 409, 425]) {
      expect(serverOutOfReach(new ApiError(status, 'Refused'))).toBe(false);
    }
    expect(serverOutOfReach(new DOMException('The operation was aborted.', 'AbortError'))).toBe(false);
  });

  it("leaves 'No response' to a call that got no answer at all", () => {
    expect(noResponse(new TypeError('Failed to fetch'))).toBe(true);
    // Every browser words it its own way; the screen says the app's words, which are translated.
    for (const browser of [
      'Failed to fetch',
      'Load failed',
      'NetworkError when attempting to fetch resource.',
    ]) {
      expect(messageOf(new NoResponseError(new TypeError(browser)))).toBe('No response from server');
    }
    // A slip of the app's own code is no outage.
    const slip = new TypeError("Cannot read properties of undefined (reading 'id')");
    expect(messageOf(slip)).toBe("Cannot read properties of undefined (reading 'id')");
    expect(noResponse(new ApiError(502, 'API request failed with status 502'))).toBe(false);
  });
});

describe('a 401 for a token the session no longer holds', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setSessionExpiredHandler(() => {});
    useSession.getState().signOut();
  });

  const Notifications = z.object({}).loose();

  it('leaves the newer session alone: a poll sent before a password change came back after it', async () => {
    const onExpired = vi.fn();
    setSessionExpiredHandler(onExpired);
    useSession.getState().signIn('old-token', AGENT);
    fakeApi({
      // The password change landed while this poll was on its way: the server bumped the version
      // (so the old token is refused) and the app stored the token the change answered with.
      'GET /api/notifications': () => {
        useSession.getState().signIn('new-token', AGENT);
        return apiError(401, 'Session expired. Please login again.');
      },
    });

    const failure = await api.get('/notifications', Notifications).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(useSession.getState()).toMatchObject({ token: 'new-token', user: AGENT, notice: null });
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('still ends the session when the token refused is the one it holds', async () => {
    const onExpired = vi.fn();
    setSessionExpiredHandler(onExpired);
    useSession.getState().signIn('revoked-token', AGENT);
    const server = fakeApi({
      'GET /api/notifications': apiError(401, 'Session expired. Please login again.'),
    });

    await expect(api.get('/notifications', Notifications)).rejects.toThrow(SESSION_EXPIRED);
    expect(server.calls[0]?.headers.get('authorization')).toBe('Bearer revoked-token');
    expect(useSession.getState()).toMatchObject({ token: null, user: null, notice: SESSION_EXPIRED });
    expect(onExpired).toHaveBeenCalledOnce();
  });

  it('takes up the token another tab stored for the same user, and asks again with it', async () => {
    const onExpired = vi.fn();
    setSessionExpiredHandler(onExpired);
    // This tab signed in with the old token; another tab changed the password and stored its new one.
    useSession.getState().signIn(tokenFor(AGENT, 1), AGENT);
    localStorage.setItem(TOKEN_KEY, tokenFor(AGENT, 2));
    const server = fakeApi({
      'GET /api/notifications': (call) =>
        call.headers.get('authorization') === `Bearer ${tokenFor(AGENT, 2)}`
          ? { body: { items: [] } }
          : apiError(401, 'Session expired. Please login again.'),
    });

    await expect(api.get('/notifications', Notifications)).resolves.toEqual({ items: [] });
    expect(server.calls.map((c) => c.headers.get('authorization'))).toEqual([
      `Bearer ${tokenFor(AGENT, 1)}`,
      `Bearer ${tokenFor(AGENT, 2)}`,
    ]);
    expect(useSession.getState()).toMatchObject({ token: tokenFor(AGENT, 2), user: AGENT, notice: null });
    expect(localStorage.getItem(TOKEN_KEY)).toBe(tokenFor(AGENT, 2));
    expect(onExpired).not.toHaveBeenCalled();
  });

  it("ends only this tab's session when another tab stored another user's token", async () => {
    const onExpired = vi.fn();
    setSessionExpiredHandler(onExpired);
    useSession.getState().signIn(tokenFor(AGENT), AGENT);
    localStorage.setItem(TOKEN_KEY, tokenFor(CASHIER));
    fakeApi({ 'GET /api/notifications': apiError(401, 'Session expired. Please login again.') });

    await expect(api.get('/notifications', Notifications)).rejects.toThrow(SESSION_EXPIRED);
    expect(useSession.getState()).toMatchObject({ token: null, user: null, notice: SESSION_EXPIRED });
    expect(onExpired).toHaveBeenCalledOnce();
    expect(localStorage.getItem(TOKEN_KEY)).toBe(tokenFor(CASHIER));
  });
});
