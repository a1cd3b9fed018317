import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  /** The URL's path as the browser sent it, with the `/api` base and without the query string. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export interface Answer {
  status?: number;
  body: unknown;
}

type Route = Answer | ((call: RecordedCall) => Answer);

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The error body every API route sends: `{ statusCode, error, message }`. */
export function apiError(status: number, message: string): Required<Answer> {
  return { status, body: { statusCode: status, error: REASONS[status] ?? 'Error', message } };
}

export const ok = (body: unknown): Required<Answer> => ({ status: 200, body });
export const created = (body: unknown): Required<Answer> => ({ status: 201, body });

/**
 * Stands in for the API server at the browser's fetch: routes are keyed 'METHOD /api/path' (query
 * string left out) and answer a fixed JSON body or one computed from the call; every request is
 * recorded with its body and headers. An unknown route answers 404 naming the request, so a wrong
 * path fails the test loudly.
 */
export function fakeApi(routes: Record<string, Route>) {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://hall.test');
      const method = init?.method ?? 'GET';
      const call: RecordedCall = {
        method,
        path: url.pathname,
        query: url.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: new Headers(init?.headers),
      };
      calls.push(call);
      const key = `${method} ${url.pathname}`;
      const route = routes[key];
      const { status = 200, body } =
        route === undefined
          ? apiError(404, `The fake API has no route ${key}`)
          : typeof route === 'function'
            ? route(call)
            : route;
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return {
    calls,
    /** Requests other than reads, in order. */
    writes: () => calls.filter((c) => c.method !== 'GET'),
  };
}
