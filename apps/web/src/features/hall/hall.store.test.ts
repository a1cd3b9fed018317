import type { StartedGame } from '@bingo/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newActiveGame } from './active-game';
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

const game = {
  gameId: '00000000-0000-4000-8000-000000000001',
  drawOrder: Array.from({ length: 75 }, (_, i) => 75 - i),
  commitment: 'c0ffee',
  prize: 27,
  commission: 3,
  newBalance: 997,
  totalAmount: 30,
  betAmount: 10,
  ratePercent: 10,
  cards: [1, 2, 3],
  numberOfCards: 3,
  gameType: 0,
  gameTypeName: 'Default any line',
  typeIndex: 1,
  bonusWithinCalls: 5,
  bonusAmount: 0,
  lastCallRule: 'AllowLate',
  createdAt: '2025-01-01T10:00:00.000Z',
} satisfies StartedGame;

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

  it('keeps the paid game in this tab through a reload, and changes only the game it names', async () => {
    const hall = useHallStore.getState();
    hall.saveActiveGame(newActiveGame(game, 2, 'English'));
    hall.updateActiveGame(game.gameId, { calledCount: 6, lockedCards: [2] });
    hall.recordClaim(game.gameId, { cardId: 2, calledCount: 5, won: false });
    hall.recordClaim(game.gameId, { cardId: 2, calledCount: 5, won: false });
    hall.updateActiveGame('00000000-0000-4000-8000-000000000002', { calledCount: 70 });
    hall.clearActiveGame('00000000-0000-4000-8000-000000000002');

    await reloadStore();
    expect(useHallStore.getState().activeGame).toEqual({
      game,
      speed: 2,
      voice: 'English',
      calledCount: 6,
      checkedCards: [],
      lockedCards: [2],
      claims: [{ cardId: 2, calledCount: 5, won: false }],
    });

    useHallStore.getState().clearActiveGame(game.gameId);
    await reloadStore();
    expect(useHallStore.getState().activeGame).toBeNull();
  });

  it('forgets a saved game that was tampered with, keeping the rest of the setup', async () => {
    useHallStore.getState().saveActiveGame(newActiveGame(game, 2, 'English'));
    useHallStore.getState().setCards([4, 5]);
    const stored = savedGame();
    stored.state.activeGame.calledCount = 'lots';
    localStorage.setItem(gameKey(CASHIER_ID), JSON.stringify(stored));
    await reloadStore();
    expect(useHallStore.getState().activeGame).toBeNull();
    expect(useHallStore.getState().selectedCards).toEqual([4, 5]);
  });

  it("keeps the paid game in the cashier's own local storage, through a closed tab", async () => {
    useHallStore.getState().saveActiveGame(newActiveGame(game, 2, 'English'));
    useHallStore.getState().updateActiveGame(game.gameId, { calledCount: 9 });
    expect(savedGame().state.activeGame).toMatchObject({ calledCount: 9, game: { gameId: game.gameId } });
    expect(JSON.parse(sessionStorage.getItem(SETUP_KEY) ?? '{}').state.activeGame).toBeUndefined();

    await reopenBrowser();
    expect(useHallStore.getState().activeGame?.calledCount).toBe(9);

    useHallStore.getState().clearActiveGame(game.gameId);
    expect(localStorage.getItem(gameKey(CASHIER_ID))).toBeNull();
  });

  it('never shows one cashier the game of another cashier on the same PC', async () => {
    useHallStore.getState().saveActiveGame(newActiveGame(game, 2, 'English'));
    const other = '00000000-0000-4000-8000-0000000000c2';
    signInCashier(other);
    await useHallStore.persist.rehydrate();
    expect(useHallStore.getState().activeGame).toBeNull();
    expect(savedGame(other)).toBeNull();

    signInCashier();
    await useHallStore.persist.rehydrate();
    expect(useHallStore.getState().activeGame?.game.gameId).toBe(game.gameId);
  });

  it('takes over a game an older version left in the tab, then keeps it in local storage', async () => {
    sessionStorage.setItem(
      SETUP_KEY,
      JSON.stringify({
        state: { activeGame: { ...newActiveGame(game, 2, 'English'), calledCount: 4 } },
        version: 0,
      }),
    );
    await useHallStore.persist.rehydrate();
    expect(useHallStore.getState().activeGame?.calledCount).toBe(4);
    useHallStore.getState().updateActiveGame(game.gameId, { calledCount: 5 });
    expect(savedGame().state.activeGame.calledCount).toBe(5);
    expect(JSON.parse(sessionStorage.getItem(SETUP_KEY) ?? '{}').state.activeGame).toBeUndefined();
  });
});
