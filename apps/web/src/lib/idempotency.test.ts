import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SessionUser, useSession } from '@/stores/session';
import { ADMIN, AGENT } from '@/test/fixtures';
import { ApiError } from './api';
import { pendingKeysEntry, RETRY_WINDOW_MS, sendOnce } from './idempotency';

const signIn = (user: SessionUser) => useSession.setState({ token: 't', user, notice: null });
const lost = () => Promise.reject(new TypeError('Failed to fetch'));
const keysOf = (send: ReturnType<typeof vi.fn>) => send.mock.calls.map(([key]) => key as string);

afterEach(() => vi.restoreAllMocks());

describe('sendOnce', () => {
  it('keeps the key of an unanswered movement per sender, and the same body in any key order is the same', async () => {
    signIn(AGENT);
    const send = vi.fn(lost);
    await expect(sendOnce('POST /Balance/transfer', { receiverId: 'r', amount: 5 }, send)).rejects.toThrow();
    await expect(sendOnce('POST /Balance/transfer', { amount: 5, receiverId: 'r' }, send)).rejects.toThrow();
    await expect(sendOnce('POST /Balance/top-up', { amount: 5, receiverId: 'r' }, send)).rejects.toThrow();
    signIn(ADMIN);
    await expect(sendOnce('POST /Balance/transfer', { receiverId: 'r', amount: 5 }, send)).rejects.toThrow();
    const [first, again, otherAction, otherSender] = keysOf(send);
    expect(again).toBe(first);
    expect(new Set([first, otherAction, otherSender]).size).toBe(3);
    const stored = JSON.parse(localStorage.getItem(pendingKeysEntry(AGENT.id)) ?? '{}') as Record<
      string,
      { key: string }
    >;
    expect(Object.values(stored).map((p) => p.key)).toEqual([first, otherAction]);
  });

  it('settles on a 4xx and on success, and keeps the key on a 5xx', async () => {
    signIn(AGENT);
    const body = { receiverId: 'r', amount: 1 };
    const answers = [new ApiError(503, 'Service unavailable'), new ApiError(409, 'inactive'), null, null];
    const send = vi.fn(async () => {
      const next = answers.shift();
      if (next) throw next;
      return 'done';
    });
    for (let i = 0; i < 2; i++) await expect(sendOnce('POST /x', body, send)).rejects.toThrow();
    await expect(sendOnce('POST /x', body, send)).resolves.toBe('done');
    await expect(sendOnce('POST /x', body, send)).resolves.toBe('done');
    const [failed, refused, afterRefusal, afterSuccess] = keysOf(send);
    expect(refused).toBe(failed);
    expect(afterRefusal).not.toBe(refused);
    expect(afterSuccess).not.toBe(afterRefusal);
    expect(localStorage.getItem(pendingKeysEntry(AGENT.id))).toBeNull();
  });

  it('still reuses the key on this page when the browser refuses storage', async () => {
    signIn(AGENT);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const send = vi.fn(lost);
    for (let i = 0; i < 2; i++) await expect(sendOnce('POST /y', { amount: 2 }, send)).rejects.toThrow();
    const [first, second] = keysOf(send);
    expect(second).toBe(first);
  });

  it('counts the same movement as a retry only within the retry window: a repeat the next day is a new one', async () => {
    signIn(AGENT);
    vi.useFakeTimers({ toFake: ['Date'] });
    const send = vi.fn(lost);
    const body = { receiverId: 'r', amount: 7 };
    await expect(sendOnce('POST /z', body, send)).rejects.toThrow();
    vi.advanceTimersByTime(RETRY_WINDOW_MS - 1000);
    await expect(sendOnce('POST /z', body, send)).rejects.toThrow();
    vi.advanceTimersByTime(RETRY_WINDOW_MS + 1000);
    await expect(sendOnce('POST /z', body, send)).rejects.toThrow();
    vi.useRealTimers();
    const [first, retried, nextDay] = keysOf(send);
    expect(retried).toBe(first);
    expect(nextDay).not.toBe(first);
  });
});
