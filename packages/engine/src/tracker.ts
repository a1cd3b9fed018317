import { assertBall, BALL_COUNT } from './ball.js';
import type { Card } from './card.js';
import { indexCard } from './card-index.js';
import { type CheckResult, describeMarks } from './check.js';
import { GAME_TYPES, gameTypeAt } from './game-types.js';
import { CENTRE_MASK, linesAfterMarking } from './lines.js';
import { winningTypes } from './rules.js';

/**
 * Follows many cards through a game: each called ball is marked once, touching only the cards that
 * carry it, and every card's won game types are kept as an 8-bit set. Asking whether any card wins
 * any type is then one array read, cheap enough to sweep every selected card on every call.
 *
 * Cards are addressed by slot: their position in the array given to the constructor.
 */
export class CardTracker {
  /** The card ids, by slot. */
  readonly cardIds: readonly number[];
  private readonly marked: Int32Array;
  private readonly lines: Uint16Array;
  private readonly won: Uint8Array;
  /** Call count at which slot s first won type t, at `s * 8 + t`; 0 while not won. */
  private readonly firstWin: Uint8Array;
  /** Postings of ball n: entries `postingStart[n]` to `postingStart[n + 1] − 1` of slot/cell. */
  private readonly postingStart: Uint32Array;
  private readonly postingSlot: Uint32Array;
  private readonly postingCell: Uint8Array;
  private readonly calledFlags = new Uint8Array(BALL_COUNT + 1);
  private readonly calls: number[] = [];

  /**
   * @throws RangeError for a malformed card
   * @example const tracker = new CardTracker([getCard(3), getCard(9)]); tracker.cardIds // [3, 9] — card 3 in slot 0
   */
  constructor(cards: readonly Card[]) {
    const indexes = cards.map(indexCard);
    this.cardIds = Object.freeze(indexes.map((index) => index.id));
    this.marked = new Int32Array(cards.length);
    this.lines = new Uint16Array(cards.length);
    this.won = new Uint8Array(cards.length);
    this.firstWin = new Uint8Array(cards.length * GAME_TYPES.length);
    const counts = new Uint32Array(BALL_COUNT + 2);
    for (const index of indexes) for (const n of index.numbers) (counts[n + 1] as number)++;
    this.postingStart = new Uint32Array(BALL_COUNT + 2);
    for (let n = 1; n <= BALL_COUNT + 1; n++) {
      this.postingStart[n] = (this.postingStart[n - 1] as number) + (counts[n] as number);
    }
    const total = this.postingStart[BALL_COUNT + 1] as number;
    this.postingSlot = new Uint32Array(total);
    this.postingCell = new Uint8Array(total);
    const fill = this.postingStart.slice();
    indexes.forEach((index, slot) => {
      index.numbers.forEach((n, i) => {
        const at = fill[n] as number;
        this.postingSlot[at] = slot;
        this.postingCell[at] = index.cells[i] as number;
        fill[n] = at + 1;
      });
    });
    this.reset();
  }

  /** Forgets every call, as at the start of a game. */
  reset(): void {
    this.marked.fill(CENTRE_MASK);
    this.lines.fill(0);
    this.won.fill(0);
    this.firstWin.fill(0);
    this.calledFlags.fill(0);
    this.calls.length = 0;
  }

  /** How many distinct balls were marked. */
  get calledCount(): number {
    return this.calls.length;
  }

  /** The marked balls, in call order. */
  get called(): readonly number[] {
    return this.calls;
  }

  /**
   * Marks a called ball on every card that carries it. Marking a ball again changes nothing.
   *
   * @returns whether the ball was new
   * @throws RangeError for a number that is not a ball
   * @example tracker.mark(7) // true — false once 7 is marked
   */
  mark(n: number): boolean {
    assertBall(n);
    if (this.calledFlags[n] === 1) return false;
    this.calledFlags[n] = 1;
    this.calls.push(n);
    const callCount = this.calls.length;
    const end = this.postingStart[n + 1] as number;
    for (let p = this.postingStart[n] as number; p < end; p++) {
      const slot = this.postingSlot[p] as number;
      const cell = this.postingCell[p] as number;
      const marked = (this.marked[slot] as number) | (1 << cell);
      this.marked[slot] = marked;
      const lines = linesAfterMarking(marked, this.lines[slot] as number, cell);
      this.lines[slot] = lines;
      const before = this.won[slot] as number;
      const after = winningTypes(marked, lines);
      if (after !== before) {
        this.won[slot] = after;
        for (let t = 0, fresh = after & ~before; fresh !== 0; t++, fresh >>>= 1) {
          if (fresh & 1) this.firstWin[slot * 8 + t] = callCount;
        }
      }
    }
    return true;
  }

  /**
   * Whether the card in `slot` wins game type `gameTypeIndex` now. No validation: this is the hot
   * path. An unknown slot gives false; a game type outside 0–7 gives a meaningless answer (type 32
   * reads as type 0), so check it once with isGameTypeIndex before the loop.
   *
   * @example
   * const tracker = new CardTracker([getCard(3), getCard(9)]);
   * for (const n of getCard(9).rows[0]) tracker.mark(n);
   * tracker.hasWon(1, 4) // true — card 9 has a line, its top row (game type 4, any one line)
   * tracker.hasWon(0, 4) // false
   */
  hasWon(slot: number, gameTypeIndex: number): boolean {
    return (((this.won[slot] as number) >>> gameTypeIndex) & 1) === 1;
  }

  /**
   * The game types the card in `slot` wins now, as an 8-bit set (bit i = type i); 0 for a slot the
   * tracker does not have, as hasWon gives false and firstWinCall null.
   */
  wonTypes(slot: number): number {
    return this.hasSlot(slot) ? (this.won[slot] as number) : 0;
  }

  /**
   * The marked cells of the card in `slot`, as a 25-bit mask (centre included).
   *
   * @throws RangeError for a slot the tracker does not have: no mask would be true of it
   */
  markedMask(slot: number): number {
    this.assertSlot(slot);
    return this.marked[slot] as number;
  }

  /**
   * The call count at which the card in `slot` first won a type, or null: also for a slot the
   * tracker does not have (slotOf gives −1 for an unknown card).
   *
   * @throws RangeError for a game type outside 0–7
   */
  firstWinCall(slot: number, gameTypeIndex: number): number | null {
    gameTypeAt(gameTypeIndex);
    if (!this.hasSlot(slot)) return null;
    const call = this.firstWin[slot * 8 + gameTypeIndex] as number;
    return call === 0 ? null : call;
  }

  /**
   * Ids of the tracked cards that win a game type now; with `atCall`, only those whose first win came
   * at that call. The tracker knows neither locks nor the shop's lastCallRule: the cards that share a
   * prize are winningCards's.
   *
   * @example
   * const tracker = new CardTracker([getCard(3), getCard(9)]);
   * for (const n of getCard(9).rows[0]) tracker.mark(n);
   * tracker.winners(4) // [9]
   * tracker.winners(4, tracker.calledCount) // [9] — its first win came at this call
   */
  winners(gameTypeIndex: number, atCall?: number): number[] {
    gameTypeAt(gameTypeIndex);
    const ids: number[] = [];
    for (let slot = 0; slot < this.cardIds.length; slot++) {
      if (!this.hasWon(slot, gameTypeIndex)) continue;
      if (atCall !== undefined && this.firstWin[slot * 8 + gameTypeIndex] !== atCall) continue;
      ids.push(this.cardIds[slot] as number);
    }
    return ids;
  }

  /**
   * The full check result of the card in `slot`, as `checkCard` would give it.
   *
   * @example
   * const tracker = new CardTracker([getCard(3), getCard(9)]);
   * for (const n of getCard(9).rows[0]) tracker.mark(n);
   * tracker.check(1, 4) // { won: true, lines: [[0, 1, 2, 3, 4]], winningCells: [0, 1, 2, 3, 4] }
   */
  check(slot: number, gameTypeIndex: number): CheckResult {
    this.assertSlot(slot);
    return describeMarks(this.marked[slot] as number, gameTypeIndex);
  }

  private hasSlot(slot: number): boolean {
    return Number.isInteger(slot) && slot >= 0 && slot < this.cardIds.length;
  }

  private assertSlot(slot: number): void {
    if (!this.hasSlot(slot)) {
      throw new RangeError(`Slot must be an integer from 0 to ${this.cardIds.length - 1}, got ${slot}`);
    }
  }

  /** The slot of a card id, or −1 when the tracker does not follow it. */
  slotOf(cardId: number): number {
    return this.cardIds.indexOf(cardId);
  }
}
