import { ballLabel } from '@bingo/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CallAnswer, CallLoop, type ReleasedCall } from './call-loop';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

const ORDER = Array.from({ length: 75 }, (_, i) => ((i * 7) % 75) + 1);

/**
 * A server that releases call k as k-th of ORDER; `script` may answer an ask differently (once per
 * entry), and `latencyMs` delays every answer.
 */
function harness(
  options: { released?: number; script?: Record<number, CallAnswer[]>; latencyMs?: number } = {},
) {
  const start = performance.now();
  const asked: number[] = [];
  const heard: { k: number; number: number; at: number }[] = [];
  const connection: boolean[] = [];
  const closed: string[] = [];
  const script = options.script ?? {};
  const ask = async (k: number): Promise<CallAnswer> => {
    asked.push(k);
    if (options.latencyMs) await new Promise((r) => setTimeout(r, options.latencyMs));
    const scripted = script[k]?.shift();
    if (scripted) return scripted;
    const number = ORDER[k - 1] as number;
    const call: ReleasedCall = { k, number, label: ballLabel(number), calledAt: new Date().toISOString() };
    return { kind: 'called', call };
  };
  const loop = new CallLoop({
    intervalMs: 1000,
    released: options.released ?? 0,
    ask,
    onCall: (c) => heard.push({ k: c.k, number: c.number, at: performance.now() - start }),
    onConnection: (lost) => connection.push(lost),
    onClosed: (message) => closed.push(message),
  });
  return { loop, asked, heard, connection, closed };
}

const ks = (heard: { k: number }[]) => heard.map((h) => h.k);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('CallLoop', () => {
  it('asks for each number on the beat and announces what the server released', async () => {
    const h = harness();
    h.loop.start();
    await vi.advanceTimersByTimeAsync(3000);
    expect(h.heard).toEqual([
      { k: 1, number: ORDER[0], at: 1000 },
      { k: 2, number: ORDER[1], at: 2000 },
      { k: 3, number: ORDER[2], at: 3000 },
    ]);
    expect(h.asked).toEqual([1, 2, 3]);
  });

  it('waits retryAfterMs after a 425 and asks for the same number again, then keeps a full interval', async () => {
    const h = harness({ script: { 2: [{ kind: 'early', retryAfterMs: 300 }] } });
    h.loop.start();
    await vi.advanceTimersByTimeAsync(2299);
    expect(ks(h.heard)).toEqual([1]);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.heard.map((c) => [c.k, c.at])).toEqual([
      [1, 1000],
      [2, 2300],
    ]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(h.heard.map((c) => [c.k, c.at])).toEqual([
      [1, 1000],
      [2, 2300],
      [3, 3300],
      [4, 4300],
    ]);
    expect(h.asked).toEqual([1, 2, 2, 3, 4]);
  });

  it('keeps asking for the same number while the line is down, says so, and goes on with none skipped or doubled', async () => {
    const down: CallAnswer = { kind: 'unreachable' };
    const h = harness({ script: { 3: [down, down, down, down, down] } });
    h.loop.start();
    await vi.advanceTimersByTimeAsync(3000);
    expect(h.connection).toEqual([true]);
    expect(ks(h.heard)).toEqual([1, 2]);
    // Retries after 0.5, 1, 2, 3 and 3 s: the sixth attempt at 3000 + 9500 gets the number.
    await vi.advanceTimersByTimeAsync(9499);
    expect(ks(h.heard)).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.connection).toEqual([true, false]);
    expect(h.heard.at(-1)).toEqual({ k: 3, number: ORDER[2], at: 12_500 });
    await vi.advanceTimersByTimeAsync(3000);
    expect(h.heard.map((c) => [c.k, c.at]).slice(2)).toEqual([
      [3, 12_500],
      [4, 13_500],
      [5, 14_500],
      [6, 15_500],
    ]);
    expect(h.asked).toEqual([1, 2, 3, 3, 3, 3, 3, 3, 4, 5, 6]);
  });

  it('says the line is back at any answer from the server, a "too early" or a pause answered too', async () => {
    const h = harness({ script: { 3: [{ kind: 'unreachable' }, { kind: 'early', retryAfterMs: 400 }] } });
    h.loop.start();
    await vi.advanceTimersByTimeAsync(3000);
    expect(h.connection).toEqual([true]);
    await vi.advanceTimersByTimeAsync(500);
    expect(h.connection).toEqual([true, false]);
    expect(ks(h.heard)).toEqual([1, 2]);

    const paused = harness({ script: { 2: [{ kind: 'unreachable' }] } });
    paused.loop.start();
    await vi.advanceTimersByTimeAsync(2000);
    paused.loop.pause();
    expect(paused.connection).toEqual([true]);
    // The hall's Pause reached the server: the line is up though nothing is asked for while paused.
    paused.loop.reached();
    expect(paused.connection).toEqual([true, false]);
    expect(paused.asked).toEqual([1, 2]);
  });

  it('stops at a 409 and asks nothing more', async () => {
    const h = harness({ script: { 4: [{ kind: 'closed', message: 'This game has already ended' }] } });
    h.loop.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ks(h.heard)).toEqual([1, 2, 3]);
    expect(h.closed).toEqual(['This game has already ended']);
    expect(h.asked).toEqual([1, 2, 3, 4]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not retry while paused, and asks for the overdue number a full interval after Continue', async () => {
    const h = harness({ script: { 2: [{ kind: 'unreachable' }] } });
    h.loop.start();
    await vi.advanceTimersByTimeAsync(2000);
    h.loop.pause();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(h.asked).toEqual([1, 2]);
    h.loop.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(ks(h.heard)).toEqual([1, 2]);
    expect(h.heard[1]?.at).toBe(23_000);
    expect(h.connection).toEqual([true, false]);
  });

  it('never asks twice at once when an answer takes longer than the interval', async () => {
    const h = harness({ latencyMs: 1500 });
    h.loop.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.asked).toEqual(range(1, h.asked.length));
    expect(ks(h.heard)).toEqual(range(1, h.heard.length));
    expect(h.heard.map((c) => c.at)).toEqual([2500, 5000, 7500, 10_000]);
  });

  it('goes on from the released count and stops after the 75th number', async () => {
    const h = harness({ released: 72 });
    h.loop.start(500);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ks(h.heard)).toEqual([73, 74, 75]);
    expect(h.asked).toEqual([73, 74, 75]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a speed change paces the next number one new interval later', async () => {
    const h = harness();
    h.loop.start();
    await vi.advanceTimersByTimeAsync(1500);
    h.loop.setInterval(3000);
    await vi.advanceTimersByTimeAsync(6000);
    expect(h.heard.map((c) => c.at)).toEqual([1000, 4500, 7500]);
  });

  it('a 409 for a number asked just before the hall paused is not reported as the server stopping the calls', async () => {
    const h = harness({ latencyMs: 100, script: { 2: [{ kind: 'closed', message: 'The game is paused' }] } });
    h.loop.start();
    await vi.advanceTimersByTimeAsync(2050);
    h.loop.pause();
    await vi.advanceTimersByTimeAsync(5000);
    expect(h.closed).toEqual([]);
    expect(ks(h.heard)).toEqual([1]);
  });

  it("catches up from the server's list after a pause, and does not announce a late answer again", async () => {
    const h = harness({ latencyMs: 300 });
    h.loop.start();
    // Call 2 is asked at 2000 ms; its answer is still on the way when the hall pauses.
    await vi.advanceTimersByTimeAsync(2100);
    h.loop.pause();
    const released = [1, 2].map((k) => {
      const number = ORDER[k - 1] as number;
      return { k, number, label: ballLabel(number), calledAt: new Date().toISOString() };
    });
    h.loop.catchUp([...released].reverse());
    expect(ks(h.heard)).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(ks(h.heard)).toEqual([1, 2]);
    expect(h.loop.next).toBe(3);
  });
});
