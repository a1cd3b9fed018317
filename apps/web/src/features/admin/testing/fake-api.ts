import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

type Answer =
  | { status?: number; body: unknown }
  | ((call: RecordedCall) => { status?: number; body: unknown });

/**
 * Answers the browser's fetch from a table keyed 'METHOD /api/path' (query string left out), and
 * records every call. An unknown route answers 404 so a wrong path fails the test loudly.
 */
export function fakeApi(routes: Record<string, Answer>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const call: RecordedCall = {
      method,
      path: url.pathname + url.search,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const answer = routes[`${method} ${url.pathname}`];
    const { status = 200, body } =
      answer === undefined
        ? { status: 404, body: { statusCode: 404, error: 'Not Found', message: `No route ${url.pathname}` } }
        : typeof answer === 'function'
          ? answer(call)
          : answer;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** The error body every API route sends. */
export function apiError(status: number, message: string) {
  const error = status === 409 ? 'Conflict' : status === 404 ? 'Not Found' : 'Bad Request';
  return { status, body: { statusCode: status, error, message } };
}
