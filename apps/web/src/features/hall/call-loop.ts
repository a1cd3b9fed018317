import type { GameCall } from '@bingo/contracts';
import { BALL_COUNT } from '@bingo/engine';
import { CallScheduler } from './call-scheduler';

/** A number the server has released: the k-th call of the game, with the server's time. */
export type ReleasedCall = GameCall;

/** The server's answer to "call k", as the loop needs it. */
export type CallAnswer =
  | { kind: 'called'; call: ReleasedCall }
  /** Asked before the server's interval was over (425). */
  | { kind: 'early'; retryAfterMs: number }
  /** The server will not release it: the game is paused on the server or has ended (409). */
  | { kind: 'closed'; message: string }
  /** No answer (network down, server error): the same k is asked again. */
  | { kind: 'unreachable' };

type Timer = ReturnType<typeof setTimeout>;

export interface CallLoopOptions {
  intervalMs: number;
  /** Calls the server has already released; the loop asks for the one after. */
  released: number;
  ask: (k: number) => Promise<CallAnswer>;
  /** A released number to announce, each exactly once and in order. */
  onCall: (call: ReleasedCall) => void;
  /** The connection was lost (true) or is back (false). */
  onConnection: (lost: boolean) => void;
  /** The server stopped the calls (the game ended or was paused elsewhere). */
  onClosed: (message: string) => void;
  /** How long to wait before asking again after the n-th unanswered attempt (1-based). */
  retryDelayMs?: (attempt: number) => number;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => Timer;
  clearTimer?: (id: Timer) => void;
}

/** Half a second, then one, two, and three seconds between attempts while the line is down. */
export const defaultRetryDelay = (attempt: number) => Math.min(3000, 500 * 2 ** (attempt - 1));

/**
 * Asks the server for each number on the beat of a drift-free scheduler. Number k is announced only
 * once the server has released it; when an answer is late (425, or no connection) the beat waits and
 * the same k is asked again, and once it arrives the calls go on a full interval later, so no number
 * is ever skipped, doubled or called ahead of the server.
 */
export class CallLoop {
  private readonly options: CallLoopOptions;
  private intervalMs: number;
  private nextK: number;
  private scheduler: CallScheduler | null = null;
  private retryTimer: Timer | undefined;
  private asking = false;
  /** The operator paused the game. */
  private held = false;
  /** Number nextK is overdue: the beat stops until it arrives. */
  private overdue = false;
  private attempts = 0;
  private lost = false;
  private stopped = false;

  constructor(options: CallLoopOptions) {
    this.options = options;
    this.intervalMs = options.intervalMs;
    this.nextK = options.released + 1;
  }

  /** The next number to be asked for. */
  get next(): number {
    return this.nextK;
  }

  /** Starts (or, after a pause, resumes) the beat: the next number is asked for in `firstInMs`. */
  start(firstInMs = this.intervalMs): void {
    if (this.stopped || this.nextK > BALL_COUNT) return;
    this.held = false;
    this.clearRetry();
    this.scheduler?.stop();
    this.scheduler = null;
    if (this.overdue) {
      this.retryTimer = this.timer(() => this.ask(), firstInMs);
      return;
    }
    this.scheduler = new CallScheduler({
      intervalMs: this.intervalMs,
      firstDelayMs: firstInMs,
      onCall: () => this.beat(),
      now: this.options.now,
      setTimer: this.options.setTimer,
      clearTimer: this.options.clearTimer,
    });
    this.scheduler.start();
  }

  /**
   * The server's own list of released calls (a pause answers with it): a number whose answer was lost
   * on the way is announced now, in order, so the hall sees every number a claim is judged against;
   * one already announced is not announced again, nor is it when its late answer still comes in.
   */
  catchUp(calls: readonly ReleasedCall[]): void {
    for (const call of [...calls].sort((a, b) => a.k - b.k)) {
      if (call.k === this.nextK) this.called(call);
    }
  }

  pause(): void {
    this.held = true;
    this.clearRetry();
    this.scheduler?.stop();
    this.scheduler = null;
  }

  /** A new pace: a running game asks for the next number one new interval from now. */
  setInterval(intervalMs: number): void {
    this.intervalMs = intervalMs;
    if (!this.held && this.scheduler) this.start();
  }

  stop(): void {
    this.stopped = true;
    this.pause();
  }

  private beat(): void {
    if (this.asking) {
      // The last answer is slower than the interval: wait for it rather than ask twice.
      this.holdBeat();
      return;
    }
    void this.ask();
  }

  private async ask(): Promise<void> {
    this.retryTimer = undefined;
    if (this.stopped || this.asking) return;
    const k = this.nextK;
    this.asking = true;
    const answer = await this.options.ask(k);
    this.asking = false;
    if (this.stopped) return;
    switch (answer.kind) {
      case 'called':
        this.called(answer.call);
        return;
      case 'early':
        this.reached();
        this.retry(answer.retryAfterMs);
        return;
      case 'unreachable':
        this.attempts++;
        this.unreachable();
        this.retry((this.options.retryDelayMs ?? defaultRetryDelay)(this.attempts));
        return;
      case 'closed': {
        this.reached();
        // Refused because the hall itself paused meanwhile (Pause, Check): Continue starts afresh.
        const pausedHere = this.held;
        this.stop();
        if (!pausedHere) this.options.onClosed(answer.message);
      }
    }
  }

  /**
   * The server answered (a call, "too early", "closed", or any other request of the screen: a pause,
   * a speed, a check): the line is up, so a "connection lost" notice goes, also while the hall is paused.
   */
  reached(): void {
    this.attempts = 0;
    if (this.lost) {
      this.lost = false;
      this.options.onConnection(false);
    }
  }

  /** A request got no answer (a call, or a pause the screen sent): the hall is told the line is down. */
  unreachable(): void {
    if (this.lost) return;
    this.lost = true;
    this.options.onConnection(true);
  }

  private called(call: ReleasedCall): void {
    this.reached();
    // An answer for a number already announced (a slow duplicate) is not announced again.
    if (call.k !== this.nextK) return;
    this.nextK++;
    this.options.onCall(call);
    if (this.nextK > BALL_COUNT) {
      this.stop();
      return;
    }
    if (this.overdue) {
      this.overdue = false;
      if (!this.held) this.start();
    }
  }

  private retry(ms: number): void {
    this.holdBeat();
    if (!this.held) this.retryTimer = this.timer(() => this.ask(), ms);
  }

  private holdBeat(): void {
    this.overdue = true;
    this.scheduler?.stop();
    this.scheduler = null;
  }

  private clearRetry(): void {
    if (this.retryTimer !== undefined) (this.options.clearTimer ?? clearTimeout)(this.retryTimer);
    this.retryTimer = undefined;
  }

  private timer(fn: () => void, ms: number): Timer {
    return (this.options.setTimer ?? ((f, t) => setTimeout(f, t)))(fn, ms);
  }
}
