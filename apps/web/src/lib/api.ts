import type { ErrorCode, IDEMPOTENCY_HEADER } from '@bingo/contracts';
import type { z } from 'zod';
import { getSession } from '../stores/session';

export const API_BASE = '/api';
// Typed against the contract's constant without importing it (and zod) into the sign-in page.
const IDEMPOTENCY_HEADER_NAME: typeof IDEMPOTENCY_HEADER = 'idempotency-key';

export const SESSION_EXPIRED = 'Session expired. Please login again.';
export const AUTH_REQUIRED = 'Authentication required. Please log in.';

/** A failed call, carrying the server's own message so screens can show it as is. */
export class ApiError extends Error {
  readonly status: number;
  /** The error body's other fields, such as a 425's retryAfterMs. */
  readonly details: Record<string, unknown>;
  constructor(status: number, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.details = details;
  }

  /** The stable code the server gave this refusal, with the values inside its text. */
  get code(): ErrorCode | undefined {
    const { code, params } = this.details;
    if (typeof code !== 'string') return undefined;
    return typeof params === 'object' && params !== null
      ? { code, params: params as Record<string, string> }
      : { code };
  }
}

/**
 * A 2xx answer that is not the JSON its contract expects: not JSON at all (a misconfigured proxy's
 * index.html) or JSON of another shape (a drifted server). Whatever answered, it was not the API's
 * answer to this call, so it counts as the server's own 500: out of reach, asked again. What was
 * wrong stays on the error for whoever inspects it.
 */
export class UnexpectedAnswerError extends ApiError {
  /** The path asked, and what was wrong with its answer. */
  readonly path: string | undefined;
  readonly reason: string | undefined;
  constructor(path?: string, reason?: string) {
    super(500, 'Unexpected response from the server');
    this.name = 'UnexpectedAnswerError';
    this.path = path;
    this.reason = reason;
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  /** Sent as the Idempotency-Key header so a retried money movement is applied once. */
  idempotencyKey?: string;
  /** Calls made before signing in (login) carry no token and treat 401 as a plain failure. */
  anonymous?: boolean;
  /** Signing out with an already stale token must not greet the user with 'Session expired'. */
  keepSessionOn401?: boolean;
  signal?: AbortSignal;
}

let onSessionExpired: () => void = () => {};

/** The app decides where to go when the server rejects the stored token (the sign-in screen). */
export function setSessionExpiredHandler(handler: () => void) {
  onSessionExpired = handler;
}

/** A fresh key per user action; keep it and send it again when retrying that same action. */
export function idempotencyKey(): string {
  return crypto.randomUUID();
}

export function buildUrl(path: string, query?: Query): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/**
 * An HTML page is what a proxy or router in front of the API sends for a 502/503/504: markup to
 * render, not a reason to read out.
 */
const HTML_PAGE = /^<(!doctype\s+html|html)[\s>]/i;

/**
 * Spec: the JSON message field, else the raw text, else 'API request failed with status {code}'.
 * A proxy's HTML error page counts as no text: the cashier reads the status, not its markup.
 */
export function errorMessageFrom(status: number, text: string): string {
  if (text.trim() && !HTML_PAGE.test(text.trim())) {
    try {
      const body: unknown = JSON.parse(text);
      if (
        typeof body === 'object' &&
        body !== null &&
        'message' in body &&
        typeof body.message === 'string'
      ) {
        return body.message;
      }
    } catch {
      return text;
    }
    return text;
  }
  return `API request failed with status ${status}`;
}

function errorDetails(text: string): Record<string, unknown> {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

let signingOut: Promise<void> | null = null;

/**
 * Calls started while Sign out is on its way wait for it to end, then find no session and stay in
 * the browser, as any call after signing out does. Sent at once, such a call (a poll's tick, a
 * refetch) could reach the server after it revoked the token and come back 401, an expired
 * session. Sign out's own call is already sent when the hold begins.
 */
export function holdCallsUntil(done: Promise<unknown>): void {
  const settled = done.then(
    () => undefined,
    () => undefined,
  );
  signingOut = settled;
  void settled.then(() => {
    if (signingOut === settled) signingOut = null;
  });
}

async function send(path: string, options: RequestOptions): Promise<unknown> {
  if (signingOut && !options.anonymous) await signingOut;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER_NAME] = options.idempotencyKey;
  let sentToken: string | null = null;
  if (!options.anonymous) {
    const { token } = getSession();
    if (!token) {
      onSessionExpired();
      throw new ApiError(401, AUTH_REQUIRED);
    }
    sentToken = token;
    headers.Authorization = `Bearer ${token}`;
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    throw error instanceof TypeError ? new NoResponseError(error) : error;
  }
  const text = await response.text();
  if (!response.ok) {
    if (response.status === 401 && !options.anonymous && !options.keepSessionOn401) {
      // Only the token this call carried was refused. When the session holds another one by now (a
      // changed password's, whose change revoked the old token while this call was on its way), that
      // session stands: the call fails alone, and the next one goes with the new token.
      if (getSession().token === sentToken) {
        // Another tab may have stored a newer token for this same user (its password change revoked
        // this one): this tab goes on with it, and asks again. A refused call did nothing to repeat.
        if (getSession().adoptStored()) return send(path, options);
        getSession().expire(SESSION_EXPIRED);
        onSessionExpired();
      }
      throw new ApiError(401, SESSION_EXPIRED);
    }
    throw new ApiError(response.status, errorMessageFrom(response.status, text), errorDetails(text));
  }
  // An empty body reads as an empty object (spec).
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new UnexpectedAnswerError(path, `not JSON: ${text.trim().slice(0, 80)}`);
  }
}

/**
 * Calls the API and checks the answer against its contract: an answer that is not JSON, or not of
 * the contract's shape, is an UnexpectedAnswerError.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const data = await send(path, options);
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`,
    );
    // JSON of another shape is a drifted server, a fault of ours: said loudly, so the browser
    // tests' console guard fails on it. A body that is not JSON at all is a proxy's, and is not.
    console.error(`Unexpected answer from ${path}`, issues);
    throw new UnexpectedAnswerError(path, issues.join('; '));
  }
  return parsed.data;
}

type WriteOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <S extends z.ZodType>(path: string, schema: S, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest(path, schema, { ...options, method: 'GET' }),
  post: <S extends z.ZodType>(path: string, schema: S, body?: unknown, options?: WriteOptions) =>
    apiRequest(path, schema, { ...options, method: 'POST', body }),
  put: <S extends z.ZodType>(path: string, schema: S, body?: unknown, options?: WriteOptions) =>
    apiRequest(path, schema, { ...options, method: 'PUT', body }),
  patch: <S extends z.ZodType>(path: string, schema: S, body?: unknown, options?: WriteOptions) =>
    apiRequest(path, schema, { ...options, method: 'PATCH', body }),
  delete: <S extends z.ZodType>(path: string, schema: S, options?: WriteOptions) =>
    apiRequest(path, schema, { ...options, method: 'DELETE' }),
};

/**
 * A request that got no answer at all: fetch itself rejected (the network, the server or a proxy is
 * down). A TypeError still, as fetch's own, but told apart from a TypeError thrown by the app's code,
 * which must never read as an outage.
 */
export class NoResponseError extends TypeError {
  constructor(cause?: unknown) {
    super('Failed to fetch', { cause });
    this.name = 'NoResponseError';
  }
}

/**
 * True when a call got no answer at all (the network or the server is down): fetch rejects with a
 * TypeError, whereas an error answer is an ApiError and a cancelled call an AbortError. It picks the
 * spec's 'No response from server' texts; what to do about it is serverOutOfReach's to say.
 */
export function noResponse(error: unknown): boolean {
  return error instanceof TypeError;
}

/**
 * The server is out of reach: no answer at all, or a 5xx in place of the server's own. A hall's
 * proxy or router answers 502, 503 or 504 while the API is down, and the server's own 500 holds
 * nothing to read either: the same request may succeed later, so it is asked again (and a running
 * game is drawn from this PC's copy meanwhile), as when nothing came back.
 */
export function serverOutOfReach(error: unknown): boolean {
  return noResponse(error) || (error instanceof ApiError && error.status >= 500);
}

/** The server refused with its own words (a 4xx other than an expired session). */
export function refusedWithReason(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;
}

type Translator = (message: string, code?: ErrorCode) => string;
let translateMessage: Translator = (message) => message;

/**
 * The signed-in app installs the translation of messages by code; the sign-in page stays without
 * the contracts' tables (and zod), and says its few messages in its own catalog.
 */
export function setMessageTranslator(translator: Translator): void {
  translateMessage = translator;
}

/** What the app says when a request got no answer at all. */
export const NO_RESPONSE = 'No response from server';

/**
 * The message to show for any thrown value, in the reader's language (by the server's code). A
 * request that got no answer says so in the app's words: the browser's own ("Failed to fetch",
 * "Load failed") differ from browser to browser and are never translated. A TypeError of the app's
 * own code keeps its message.
 */
export function messageOf(error: unknown, fallback = 'Unknown error'): string {
  if (error instanceof NoResponseError) return translateMessage(NO_RESPONSE);
  if (error instanceof ApiError && error.message) return translateMessage(error.message, error.code);
  if (error instanceof Error && error.message) return translateMessage(error.message);
  return translateMessage(fallback);
}
