import { FIRST_CALL_DELAY_MS } from '@bingo/contracts';

export interface CallSchedulerOptions {
  intervalMs: number;
  firstDelayMs?: number;
  /** Makes one call. Stopping the scheduler from inside it ends the calling. */
  onCall: () => void;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimer?: (id: ReturnType<typeof setTimeout>) => void;
}

export type SchedulerState = 'idle' | 'running' | 'paused' | 'stopped';

/**
 * Calls at absolute deadlines: call k (0-based) is due at `anchor + k × interval`, where the anchor is
 * the first call's deadline. Each timer is armed for the time left until the next deadline, measured on
 * the monotonic clock, so the few milliseconds a timer fires late never add up over a game the way
 * chained `setInterval`/`setTimeout` delays do. Pausing keeps the time left until the next call;
 * resuming shifts the anchor by the length of the pause.
 */
export class CallScheduler {
  private readonly intervalMs: number;
  private readonly firstDelayMs: number;
  private readonly onCall: () => void;
  private readonly now: () => number;
  private readonly setTimer: (fn: () => void, ms: number) => ReturnType<typeof setTimeout>;
  private readonly clearTimer: (id: ReturnType<typeof setTimeout>) => void;

  private anchor = 0;
  private callsMade = 0;
  private pausedAt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stateValue: SchedulerState = 'idle';

  constructor(options: CallSchedulerOptions) {
    if (!(options.intervalMs > 0)) throw new RangeError('The call interval must be positive');
    this.intervalMs = options.intervalMs;
    this.firstDelayMs = options.firstDelayMs ?? FIRST_CALL_DELAY_MS;
    this.onCall = options.onCall;
    this.now = options.now ?? (() => performance.now());
    this.setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = options.clearTimer ?? ((id) => clearTimeout(id));
  }

  get state(): SchedulerState {
    return this.stateValue;
  }

  /** When the next call is due, on the `now()` clock (undefined unless running). */
  get nextDeadline(): number | undefined {
    return this.stateValue === 'running' ? this.deadline() : undefined;
  }

  start(): void {
    if (this.stateValue !== 'idle') return;
    this.anchor = this.now() + this.firstDelayMs;
    this.callsMade = 0;
    this.stateValue = 'running';
    this.arm();
  }

  pause(): void {
    if (this.stateValue !== 'running') return;
    this.disarm();
    this.pausedAt = this.now();
    this.stateValue = 'paused';
  }

  resume(): void {
    if (this.stateValue !== 'paused') return;
    this.anchor += this.now() - this.pausedAt;
    this.stateValue = 'running';
    this.arm();
  }

  stop(): void {
    this.disarm();
    this.stateValue = 'stopped';
  }

  private deadline(): number {
    return this.anchor + this.callsMade * this.intervalMs;
  }

  private arm(): void {
    this.disarm();
    this.timer = this.setTimer(() => this.fire(), Math.max(0, this.deadline() - this.now()));
  }

  private disarm(): void {
    if (this.timer !== undefined) this.clearTimer(this.timer);
    this.timer = undefined;
  }

  private fire(): void {
    this.timer = undefined;
    if (this.stateValue !== 'running') return;
    this.callsMade++;
    this.onCall();
    if (this.stateValue !== 'running') return;
    // A throttled background tab can wake up several intervals late; the hall hears the missed calls
    // one interval apart from now rather than in a burst.
    const now = this.now();
    if (this.deadline() < now - this.intervalMs) this.anchor = now - (this.callsMade - 1) * this.intervalMs;
    this.arm();
  }
}
