import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useSession } from '../../stores/session';
import {
  type ActiveGame,
  type PendingStart,
  parseActiveGame,
  parsePendingStart,
  type SavedClaim,
} from './active-game';
import { hallStorage, SETUP_KEY } from './hall-storage';

/** Seconds between calls offered on the setup screen; the spec's default is 5 s. */
export const GAME_SPEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 15] as const;
export const DEFAULT_SPEED = 5;
export const DEFAULT_TYPE_INDEX = 1;
/** Bet and bonus-type steppers move in 5s from a minimum of 5 (spec). */
export const STEP = 5;
export const MIN_STEP_VALUE = 5;
export const DECK_CARDS = 150;

/** The choices carried from game setup through card selection to the game screen (the voice is a preference). */
export interface HallSetup {
  /** Win rule, 0–7. */
  gameType: number;
  /** Seconds between calls. */
  speed: number;
  /** Commission tier, 1–9. */
  typeIndex: number;
  selectedCards: number[];
  /** Birr per card; null until card selection sets it from the shop's default bet. */
  betAmount: number | null;
  /** "Win within N calls". */
  bonusWithinCalls: number;
  /** Birr; null until card selection sets it from the active jackpot. */
  bonusAmount: number | null;
}

interface HallState extends HallSetup {
  configure: (setup: Partial<Pick<HallSetup, 'gameType' | 'speed' | 'typeIndex'>>) => void;
  toggleCard: (cardId: number) => void;
  setCards: (cards: number[]) => void;
  setBet: (betAmount: number) => void;
  setBonusWithinCalls: (calls: number) => void;
  setBonusAmount: (amount: number) => void;
  /** After a game: the same cards may be sold again, the rest of the setup stays. */
  clearCards: () => void;
  /** The paid game this tab is playing, until it is won, abandoned or left. */
  activeGame: ActiveGame | null;
  saveActiveGame: (game: ActiveGame) => void;
  /** Changes the saved game only while it is still the given one. */
  updateActiveGame: (gameId: string, change: Partial<Omit<ActiveGame, 'game' | 'claims'>>) => void;
  recordClaim: (gameId: string, claim: SavedClaim) => void;
  clearActiveGame: (gameId: string) => void;
  pendingStart: PendingStart | null;
  setPendingStart: (pending: PendingStart | null) => void;
}

export const initialHallSetup: HallSetup = {
  gameType: 0,
  speed: DEFAULT_SPEED,
  typeIndex: DEFAULT_TYPE_INDEX,
  selectedCards: [],
  betAmount: null,
  bonusWithinCalls: MIN_STEP_VALUE,
  bonusAmount: null,
};

export function isCardNumber(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= DECK_CARDS;
}

/** Adds a card not yet chosen, removes one already chosen (spec: ENTER CARD toggles). */
export function toggled(cards: readonly number[], cardId: number): number[] {
  return cards.includes(cardId)
    ? cards.filter((c) => c !== cardId)
    : [...cards, cardId].sort((a, b) => a - b);
}

type ActiveGameChange = (active: ActiveGame) => ActiveGame;

/** Applies a change to the saved game when it is the one named, so a late update of an old game is dropped. */
const changeActive =
  (gameId: string, change: ActiveGameChange) =>
  (s: HallState): Partial<HallState> =>
    s.activeGame?.game.gameId === gameId ? { activeGame: change(s.activeGame) } : s;

/**
 * The cashier's choices are kept in sessionStorage so a reload of the selection screen keeps them
 * while a new tab starts clean; the paid game in progress is kept in the cashier's own localStorage
 * entry so that neither a reload nor a closed tab loses it (see hall-storage). The storage is written synchronously on every change, so a saved call count is never behind the
 * number the hall last heard.
 */
export const useHallStore = create<HallState>()(
  persist(
    (set) => ({
      ...initialHallSetup,
      configure: (setup) => set(setup),
      toggleCard: (cardId) =>
        set((s) => (isCardNumber(cardId) ? { selectedCards: toggled(s.selectedCards, cardId) } : s)),
      setCards: (cards) =>
        set({ selectedCards: [...new Set(cards.filter(isCardNumber))].sort((a, b) => a - b) }),
      setBet: (betAmount) => set({ betAmount }),
      setBonusWithinCalls: (bonusWithinCalls) => set({ bonusWithinCalls }),
      setBonusAmount: (bonusAmount) => set({ bonusAmount }),
      clearCards: () => set({ selectedCards: [] }),
      activeGame: null,
      // The answer to the pending Start has arrived: it is the game now.
      saveActiveGame: (activeGame) => set({ activeGame, pendingStart: null }),
      updateActiveGame: (gameId, change) => set(changeActive(gameId, (a) => ({ ...a, ...change }))),
      recordClaim: (gameId, claim) =>
        set(
          changeActive(gameId, (a) =>
            a.claims.some((c) => c.cardId === claim.cardId && c.calledCount === claim.calledCount)
              ? a
              : { ...a, claims: [...a.claims, claim] },
          ),
        ),
      pendingStart: null,
      setPendingStart: (pendingStart) => set({ pendingStart }),
      clearActiveGame: (gameId) =>
        set((s) => (s.activeGame?.game.gameId === gameId ? { activeGame: null } : s)),
    }),
    {
      name: SETUP_KEY,
      storage: createJSONStorage(() => hallStorage),
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<HallState>;
        return {
          ...current,
          ...saved,
          activeGame: parseActiveGame(saved.activeGame),
          pendingStart: parsePendingStart(saved.pendingStart),
        };
      },
    },
  ),
);

// Another cashier signing in on this PC gets their own saved game (or none), never the last one's.
useSession.subscribe((now, before) => {
  if (now.user?.id !== before.user?.id) void useHallStore.persist.rehydrate();
});
