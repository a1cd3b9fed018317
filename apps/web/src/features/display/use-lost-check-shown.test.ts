import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DisplayResult, DisplayState } from './display-state';
import { gameScreen, OLD_BINGO } from './testing/display-games';
import { LOST_CHECK_SHOWN_MS, useLostCheckShown } from './use-lost-check-shown';

/** The TV's picture at six calls, as displayFromRemote draws it from one poll. */
const atSix = (
  status: DisplayState['status'],
  result: DisplayResult | null,
  commitment = 'aaaa1111',
): DisplayState => gameScreen(status, 6, { commitment, result });
/** A lost check of the card, asked at the given second past 10:00. */
const lost = (cardId: number, second = 5): DisplayResult => ({
  kind: 'lose',
  cardId,
  askedAt: `2026-11-29T10:00:${String(second).padStart(2, '0')}.000Z`,
});
const LOST_9 = lost(9);
const LOST_11 = lost(11, 20);
const lostIn = (commitment: string) => atSix('paused', LOST_9, commitment);
/** The check's poll: the check came with the pause it made. */
const checked = (result: DisplayResult) => atSix('paused', result);
/** A poll after Continue, before the next call: the server still names the check, asked before it. */
const continued = (result: DisplayResult = LOST_9) => atSix('running', result);

function tv(first: DisplayState | null) {
  return renderHook(({ display }) => useLostCheckShown(display), { initialProps: { display: first } });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useLostCheckShown', () => {
  it('shows the next game’s lost check of the same card at the same count, after the last one was taken off', () => {
    const { result, rerender } = tv(lostIn('aaaa1111'));
    expect(result.current?.result).toEqual(LOST_9);
    act(() => vi.advanceTimersByTime(LOST_CHECK_SHOWN_MS));
    expect(result.current?.result).toBeNull();

    rerender({ display: lostIn('bbbb2222') });
    expect(result.current?.result).toEqual(LOST_9);
    act(() => vi.advanceTimersByTime(LOST_CHECK_SHOWN_MS));
    expect(result.current?.result).toBeNull();
  });

  it('keeps a lost check on show for the whole while when the dialog is closed without Continue, polled all along', () => {
    const { result, rerender } = tv(checked(LOST_9));
    act(() => vi.advanceTimersByTime(LOST_CHECK_SHOWN_MS / 2));
    // The same check in a later poll of the same pause does not start the while again.
    rerender({ display: checked(LOST_9) });
    act(() => vi.advanceTimersByTime(LOST_CHECK_SHOWN_MS / 2 - 1));
    expect(result.current?.result).toEqual(LOST_9);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current?.result).toBeNull();
    expect(result.current?.status).toBe('paused');
  });

  it('shows the board at once on Continue, and a later pause at the same count does not bring the old verdict back', () => {
    const { result, rerender } = tv(checked(LOST_9));
    act(() => vi.advanceTimersByTime(1000));

    rerender({ display: continued() });
    expect(result.current).toEqual({ ...continued(), result: null });

    // The cashier pauses by hand before the next call: the server still names card 9's check.
    rerender({ display: checked(LOST_9) });
    expect(result.current?.result).toBeNull();
    expect(result.current?.status).toBe('paused');
  });

  it('shows the same card checked again with no number since, as the hall’s TV does: a new ask is a new verdict', () => {
    // Taken off by its while, the game still paused; then Check pressed again on the same card.
    const { result, rerender } = tv(checked(LOST_9));
    act(() => vi.advanceTimersByTime(LOST_CHECK_SHOWN_MS));
    expect(result.current?.result).toBeNull();
    const askedAgain = lost(9, 30);
    rerender({ display: checked(askedAgain) });
    expect(result.current?.result).toEqual(askedAgain);
    act(() => vi.advanceTimersByTime(LOST_CHECK_SHOWN_MS - 1));
    expect(result.current?.result).toEqual(askedAgain);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current?.result).toBeNull();

    // Continued past it, then checked once more before the next call: on show again.
    rerender({ display: continued(askedAgain) });
    const onceMore = lost(9, 50);
    rerender({ display: checked(onceMore) });
    expect(result.current?.result).toEqual(onceMore);
  });

  it('shows a new lost check of another card at the same count after Continue, for the whole while', () => {
    const { result, rerender } = tv(checked(LOST_9));
    rerender({ display: continued() });

    rerender({ display: checked(LOST_11) });
    expect(result.current?.result).toEqual(LOST_11);
    act(() => vi.advanceTimersByTime(LOST_CHECK_SHOWN_MS - 1));
    expect(result.current?.result).toEqual(LOST_11);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current?.result).toBeNull();
  });

  it('shows a check that Continue followed inside one poll for the whole while, the game running all along', () => {
    // The TV saw the game running, then its next poll finds it running again with a check asked
    // between the two: the pause never reached the screen, the check must.
    const { result, rerender } = tv(atSix('running', null));
    rerender({ display: continued(LOST_11) });
    expect(result.current?.result).toEqual(LOST_11);
    act(() => vi.advanceTimersByTime(LOST_CHECK_SHOWN_MS / 2));
    rerender({ display: continued(LOST_11) });
    act(() => vi.advanceTimersByTime(LOST_CHECK_SHOWN_MS / 2 - 1));
    expect(result.current?.result).toEqual(LOST_11);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current?.result).toBeNull();
    expect(result.current?.status).toBe('running');
  });

  it('gives the board back on the next call after a check it saw only running, and a pause by hand meanwhile keeps it', () => {
    const { result, rerender } = tv(checked(LOST_9));
    rerender({ display: continued() });
    // A check of card 11 and Continue between two polls, then the cashier pauses by hand.
    rerender({ display: continued(LOST_11) });
    rerender({ display: checked(LOST_11) });
    expect(result.current?.result).toEqual(LOST_11);
    // Continue is heard this time: the board at once.
    rerender({ display: continued(LOST_11) });
    expect(result.current?.result).toBeNull();

    // Another check seen running only, then the next number: displayFromRemote draws no check.
    const lost13 = lost(13, 40);
    rerender({ display: continued(lost13) });
    expect(result.current?.result).toEqual(lost13);
    const seventh = gameScreen('running', 7, { commitment: 'aaaa1111', result: null });
    rerender({ display: seventh });
    expect(result.current).toEqual(seventh);
  });

  it('does not show a check a TV opened after its Continue: it missed nothing it was watching', () => {
    const { result, rerender } = tv(null);
    rerender({ display: continued() });
    expect(result.current?.result).toBeNull();
    act(() => vi.advanceTimersByTime(LOST_CHECK_SHOWN_MS));
    // Paused by hand at the same count: still the old check, still off.
    rerender({ display: checked(LOST_9) });
    expect(result.current?.result).toBeNull();
    // A check asked now is on show.
    rerender({ display: checked(LOST_11) });
    expect(result.current?.result).toEqual(LOST_11);
  });

  it('keeps a win on show: it ends the game', () => {
    const { result, rerender } = tv(checked(LOST_9));
    rerender({ display: OLD_BINGO });
    act(() => vi.advanceTimersByTime(10 * LOST_CHECK_SHOWN_MS));
    expect(result.current?.result).toEqual(OLD_BINGO.result);
  });
});
