import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toggled, useHallStore } from './hall.store';
import { gameKey, SETUP_KEY } from './hall-storage';
import { CASHIER_ID, reloadHall, resetHallStore, signInCashier } from './testing/game-screen';

beforeEach(() => {
  signInCashier();
  resetHallStore();
});

afterEach(() => {
  sessionStorage.clear();
});

const reloadStore = () => reloadHall();
const reopenBrowser = () => reloadHall({ closeTab: true });

const savedGame = (userId = CASHIER_ID) => JSON.parse(localStorage.getItem(gameKey(userId)) ?? 'null');

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
    expect(JSON.parse(sessionStorage.getItem(SETUP_KEY) ?? '{}').state.selectedCards).toEqual([2, 7]);
    useHallStore.getState().clearCards();
    expect(useHallStore.getState().selectedCards).toEqual([]);
    expect(useHallStore.getState().gameType).toBe(5);
  });

  it("keeps a Start waiting for its answer in the cashier's own local storage, through a closed tab", async () => {
    const pending = {
      key: 'key-1',
      body: {
        gameType: 0,
        typeIndex: 1,
        cards: [1, 2],
        betAmount: 10,
        bonusWithinCalls: 5,
        callIntervalMs: 5000,
      },
    };
    useHallStore.getState().setPendingStart(pending);
    expect(savedGame().state.pendingStart).toEqual(pending);
    expect(JSON.parse(sessionStorage.getItem(SETUP_KEY) ?? '{}').state.pendingStart).toBeUndefined();
    await reopenBrowser();
    expect(useHallStore.getState().pendingStart).toEqual(pending);
    useHallStore.getState().setPendingStart(null);
    expect(localStorage.getItem(gameKey(CASHIER_ID))).toBeNull();
  });

  it('forgets a pending Start that was tampered with, keeping the rest of the setup', async () => {
    useHallStore.getState().setPendingStart({
      key: 'key-1',
      body: {
        gameType: 0,
        typeIndex: 1,
        cards: [1, 2],
        betAmount: 10,
        bonusWithinCalls: 5,
        callIntervalMs: 5000,
      },
    });
    useHallStore.getState().setCards([4, 5]);
    const stored = savedGame();
    stored.state.pendingStart.body.cards = 'lots';
    localStorage.setItem(gameKey(CASHIER_ID), JSON.stringify(stored));
    await reloadStore();
    expect(useHallStore.getState().pendingStart).toBeNull();
    expect(useHallStore.getState().selectedCards).toEqual([4, 5]);
  });

  it("never gives one cashier another cashier's pending Start on the same PC", async () => {
    useHallStore.getState().setPendingStart({
      key: 'key-1',
      body: {
        gameType: 0,
        typeIndex: 1,
        cards: [1, 2],
        betAmount: 10,
        bonusWithinCalls: 5,
        callIntervalMs: 5000,
      },
    });
    const other = '00000000-0000-4000-8000-0000000000c2';
    signInCashier(other);
    await useHallStore.persist.rehydrate();
    expect(useHallStore.getState().pendingStart).toBeNull();
    signInCashier();
    await useHallStore.persist.rehydrate();
    expect(useHallStore.getState().pendingStart?.key).toBe('key-1');
  });
});
