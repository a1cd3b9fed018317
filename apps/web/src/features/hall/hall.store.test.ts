import { beforeEach, describe, expect, it } from 'vitest';
import { initialHallSetup, toggled, useHallStore } from './hall.store';

beforeEach(() => {
  useHallStore.setState(initialHallSetup);
});

describe('hall store', () => {
  it('toggles a card in and out, keeping the list sorted', () => {
    expect(toggled([3, 9], 5)).toEqual([3, 5, 9]);
    expect(toggled([3, 5, 9], 5)).toEqual([3, 9]);
  });

  it('ignores numbers that are not cards of the deck', () => {
    const { toggleCard } = useHallStore.getState();
    toggleCard(0);
    toggleCard(151);
    toggleCard(2.5);
    toggleCard(150);
    expect(useHallStore.getState().selectedCards).toEqual([150]);
  });

  it('carries the setup from /play to the game and keeps it in this tab', () => {
    const hall = useHallStore.getState();
    hall.configure({ gameType: 5, speed: 1, typeIndex: 3 });
    hall.setCards([7, 2, 7, 200]);
    hall.setBet(25);
    expect(useHallStore.getState()).toMatchObject({
      gameType: 5,
      speed: 1,
      typeIndex: 3,
      selectedCards: [2, 7],
      betAmount: 25,
    });
    expect(JSON.parse(sessionStorage.getItem('bingoHallSetup') ?? '{}').state.selectedCards).toEqual([2, 7]);
    useHallStore.getState().clearCards();
    expect(useHallStore.getState().selectedCards).toEqual([]);
    expect(useHallStore.getState().gameType).toBe(5);
  });
});
