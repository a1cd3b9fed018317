import { GAME_TYPES } from '@bingo/engine';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PatternPreview, PREVIEW_CYCLE_MS } from './PatternPreview';
import { renderHall } from './testing/render';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

const litCells = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-lit]')].map(
    (el) => [...(el.parentElement?.children ?? [])].indexOf(el) - 5,
  );

describe('PatternPreview', () => {
  it("cycles through the game type's patterns every 2 s", () => {
    const anyVertical = GAME_TYPES[2]?.patterns ?? [];
    const { container } = renderHall(<PatternPreview gameType={2} />);
    expect(litCells(container)).toEqual(anyVertical[0]);
    act(() => vi.advanceTimersByTime(PREVIEW_CYCLE_MS - 1));
    expect(litCells(container)).toEqual(anyVertical[0]);
    act(() => vi.advanceTimersByTime(1));
    expect(litCells(container)).toEqual(anyVertical[1]);
    act(() => vi.advanceTimersByTime(PREVIEW_CYCLE_MS * (anyVertical.length - 1)));
    expect(litCells(container)).toEqual(anyVertical[0]);
  });

  it('shows the one pattern of a full house without cycling', () => {
    const { container } = renderHall(<PatternPreview gameType={7} />);
    expect(litCells(container)).toHaveLength(25);
    expect(vi.getTimerCount()).toBe(0);
  });
});
