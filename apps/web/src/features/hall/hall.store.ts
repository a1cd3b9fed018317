// i18n-namespace: hall
import { StartGameRequestSchema } from '@bingo/contracts';
import { isCardId } from '@bingo/engine';
import { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { msg } from '@/i18n/msg';
import { useSession } from '@/stores/session';
import { hallStorage, SETUP_KEY } from './hall-storage';

/**
 * A press of Start that got no answer yet: its Idempotency-Key is kept with the purchase it was for,
 * so pressing Start again after a reload completes that purchase instead of paying for a second one.
 */
export const PendingStartSchema = z.object({ key: z.string().min(1), body: StartGameRequestSchema });
export type PendingStart = z.infer<typeof PendingStartSchema>;

export function parsePendingStart(value: unknown): PendingStart | null {
  const parsed = PendingStartSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export const INTERRUPTED_START_NOTICE = msg(
  'The last Start got no answer before the page was reloaded. Press Start again: if that purchase went through, the same game is played and nothing is charged twice.',
);

/** Seconds between calls offered on the setup screen; the spec's default is 5 s. */
export const GAME_SPEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 15] as const;
export const DEFAULT_SPEED = 5;
export const DEFAULT_TYPE_INDEX = 1;
/** Bet and bonus-type steppers move in 5s from a minimum of 5 (spec). */
export const STEP = 5;
export const MIN_STEP_VALUE = 5;

/**
 * The bets the stepper really uses in a shop: never below the stepper's own minimum of 5 nor the
 * shop's minimum stake, and starting at the shop's default bet raised to that minimum. Every text
 * that names the shop's bets shows these, so none names a bet the stepper cannot reach.
 */
export function stepperBets(settings: { minStackAmount: number; defaultBetAmount: number }) {
  const minBet = Math.max(MIN_STEP_VALUE, settings.minStackAmount);
  return { minBet, defaultBet: Math.max(minBet, settings.defaultBetAmount) };
}

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
  /** Birr: the shop's active jackpot, shown; null until it is known. The server sets the amount. */
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

/** Adds a card not yet chosen, removes one already chosen (spec: ENTER CARD toggles). */
export function toggled(cards: readonly number[], cardId: number): number[] {
  return cards.includes(cardId)
    ? cards.filter((c) => c !== cardId)
    : [...cards, cardId].sort((a, b) => a - b);
}

/**
 * The cashier's choices are kept in sessionStorage so a reload of the selection screen keeps them
 * while a new tab starts clean; a Start waiting for its answer is kept in the cashier's own
 * localStorage entry so that neither a reload nor a closed tab pays twice (see hall-storage). The
 * game itself lives on the server: /game takes it back from GET /api/games/current.
 */
export const useHallStore = create<HallState>()(
  persist(
    (set) => ({
      ...initialHallSetup,
      configure: (setup) => set(setup),
      toggleCard: (cardId) =>
        set((s) => (isCardId(cardId) ? { selectedCards: toggled(s.selectedCards, cardId) } : s)),
      setCards: (cards) => set({ selectedCards: [...new Set(cards.filter(isCardId))].sort((a, b) => a - b) }),
      setBet: (betAmount) => set({ betAmount }),
      setBonusWithinCalls: (bonusWithinCalls) => set({ bonusWithinCalls }),
      setBonusAmount: (bonusAmount) => set({ bonusAmount }),
      clearCards: () => set({ selectedCards: [] }),
      pendingStart: null,
      setPendingStart: (pendingStart) => set({ pendingStart }),
    }),
    {
      name: SETUP_KEY,
      storage: createJSONStorage(() => hallStorage),
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<HallState>;
        return {
          ...current,
          ...saved,
          pendingStart: parsePendingStart(saved.pendingStart),
        };
      },
    },
  ),
);

/**
 * A saved Start's key buys its one game only. Once that game (or any server game of the cashier's) is
 * on screen or has ended, the key is dropped: kept, a later Start of the same setup would send it and
 * be answered with the old game instead of a new purchase.
 */
export function forgetPendingStart(): void {
  useHallStore.getState().setPendingStart(null);
}

// Another cashier signing in on this PC gets their own saved game (or none), never the last one's.
useSession.subscribe((now, before) => {
  if (now.user?.id !== before.user?.id) void useHallStore.persist.rehydrate();
});
