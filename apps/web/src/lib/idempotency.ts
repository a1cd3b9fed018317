import { getSession } from '@/stores/session';
import { ApiError, idempotencyKey, serverOutOfReach } from './api';

/**
 * A failure that does not settle a request: no answer at all, a 5xx, or no answer of the server's.
 * The request may have been applied; the same one sent again must carry the same key.
 */
export function unsettled(error: unknown): boolean {
  return serverOutOfReach(error) || !(error instanceof ApiError);
}

/** The signed-in user's entry of keys still waiting for an answer, by what they were sent with. */
export const pendingKeysEntry = (userId: string) => `bingoPendingKeys:${userId}`;

/** More unsettled movements than a person leaves behind; the oldest beyond it are forgotten. */
const MAX_PENDING = 20;

/**
 * How long a same movement sent again counts as a retry. The server keeps every key's answer for
 * good, so a key kept past a retry would swallow a deliberate repeat (the same amount to the same
 * agent the next day) as a replay of the lost one; by then the balances read since show whether the
 * lost one went through.
 */
export const RETRY_WINDOW_MS = 15 * 60 * 1000;

type PendingKeys = Record<string, { key: string; at: number }>;

/** Where the keys wait when the browser refuses storage (private mode, full): for this page's life. */
const unstored = new Map<string, PendingKeys>();

function readPending(entry: string): PendingKeys {
  const memory = unstored.get(entry);
  if (memory) return { ...memory };
  let text: string | null;
  try {
    text = localStorage.getItem(entry);
  } catch {
    return {};
  }
  try {
    const value: unknown = JSON.parse(text ?? '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (e): e is [string, { key: string; at: number }] =>
          typeof e[1]?.key === 'string' && typeof e[1]?.at === 'number',
      ),
    );
  } catch {
    return {};
  }
}

function writePending(entry: string, pending: PendingKeys): void {
  const kept = Object.fromEntries(Object.entries(pending).slice(-MAX_PENDING));
  try {
    if (Object.keys(kept).length === 0) localStorage.removeItem(entry);
    else localStorage.setItem(entry, JSON.stringify(kept));
    unstored.delete(entry);
  } catch {
    unstored.set(entry, kept);
  }
}

/** The same action with the same body (object keys in any order) is the same movement. */
const fingerprintOf = (action: string, body: Record<string, unknown>) =>
  `${action} ${JSON.stringify(body, Object.keys(body).sort())}`;

/**
 * Sends a money movement with an Idempotency-Key kept outside any form, in the sender's own
 * localStorage entry, with what it was sent for (the action and the body: receiver, amount, notes).
 * The key stays until an answer settles the movement: a success, or a refusal (4xx), after which the
 * same movement is a new one with a new key. A failure with no answer or a 5xx keeps it, so sending
 * the same movement again within the retry window, from the same dialog, a reopened one or a
 * reloaded page, carries the same key and the server applies it at most once. (The hall keeps its game purchase's key the same way.)
 */
export async function sendOnce<T>(
  action: string,
  body: Record<string, unknown>,
  send: (idempotencyKey: string) => Promise<T>,
): Promise<T> {
  const entry = pendingKeysEntry(getSession().user?.id ?? '');
  const fingerprint = fingerprintOf(action, body);
  const pending = readPending(entry);
  const now = Date.now();
  const kept = pending[fingerprint];
  const key = kept && now - kept.at < RETRY_WINDOW_MS ? kept.key : idempotencyKey();
  delete pending[fingerprint];
  writePending(entry, { ...pending, [fingerprint]: { key, at: kept?.key === key ? kept.at : now } });
  const settle = () => {
    const left = readPending(entry);
    delete left[fingerprint];
    writePending(entry, left);
  };
  try {
    const answer = await send(key);
    settle();
    return answer;
  } catch (error) {
    if (!unsettled(error)) settle();
    throw error;
  }
}
