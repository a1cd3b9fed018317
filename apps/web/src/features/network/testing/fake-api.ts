import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

type Answer = { status: number; body: unknown };
type Handler = (call: RecordedCall) => Answer;

/**
 * Stands in for the API server at the fetch boundary: each 'METHOD /path' answers with a JSON
 * body, and every request is recorded with its headers and body for the test to inspect.
 */
export function fakeApi(routes: Record<string, Handler | Answer>) {
  const calls: RecordedCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://hall.test');
    const method = init?.method ?? 'GET';
    const headers = Object.fromEntries(
      Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    );
    const call: RecordedCall = {
      method,
      path: url.pathname.replace(/^\/api/, ''),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers,
    };
    calls.push(call);
    const route = routes[`${method} ${call.path}`];
    const answer: Answer = route
      ? typeof route === 'function'
        ? route(call)
        : route
      : { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    calls,
    /** Requests other than reads, in order. */
    writes: () => calls.filter((c) => c.method !== 'GET'),
  };
}

export const ok = (body: unknown): Answer => ({ status: 200, body });
export const created = (body: unknown): Answer => ({ status: 201, body });
export const refused = (status: number, message: string): Answer => ({
  status,
  body: { statusCode: status, error: status === 409 ? 'Conflict' : 'Bad Request', message },
});
