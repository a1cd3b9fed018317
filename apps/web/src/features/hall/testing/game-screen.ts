import type { StartedGame } from '@bingo/contracts';
import { getCard } from '@bingo/engine';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { Caller, type Clip } from '@/features/audio';
import { useSession } from '@/stores/session';
import type { GameRemote } from '../games.api';
import { type HallSetup, initialHallSetup, useHallStore } from '../hall.store';
import { SETUP_KEY } from '../hall-storage';

export const ANY_HORIZONTAL = 3;
const cardOneTopRow = getCard(1).rows[0] as number[];
/** Card 1's top row comes out first, so it wins "Any horizontal" on call 5. */
export const drawOrder = [
  ...cardOneTopRow,
  ...Array.from({ length: 75 }, (_, i) => i + 1).filter((n) => !cardOneTopRow.includes(n)),
];

export const setup: HallSetup = {
  gameType: ANY_HORIZONTAL,
  speed: 1,
  typeIndex: 1,
  selectedCards: [1, 2, 3],
  betAmount: 10,
  bonusWithinCalls: 5,
  bonusAmount: 100,
};

/**
 * A caller that loads nothing and lists the sounds it played, by file name. Each clip ends as soon as
 * it starts; with `held`, it ends when the test calls `end` with its file name.
 */
export function silentCaller({ held = false } = {}) {
  const played: string[] = [];
  const playing = new Map<string, () => void>();
  const caller = new Caller('Amharic - Male', async (url) => {
    const file = url.split('/').pop() ?? url;
    const clip: Clip = {
      play: (onEnd = () => {}) => {
        played.push(file);
        if (held) playing.set(file, onEnd);
        else onEnd();
      },
      stop: () => {},
      unload: () => {},
    };
    return clip;
  });
  const end = (file: string) => {
    playing.get(file)?.();
    playing.delete(file);
  };
  return { caller, played, end };
}

/** The screen's timers are faked: calls, the scheduler and the shuffle run as the test advances. */
export function fakeGameTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
}

/**
 * Each game screen test runs on faked timers and leaves nothing behind for the next: no timers, no
 * storage, and no Start left unanswered in the hall store.
 */
export function isolateGameScreenTests() {
  beforeEach(fakeGameTimers);
  afterEach(() => {
    delete (globalThis as TestingLibraryTimers).jest;
    vi.useRealTimers();
    sessionStorage.clear();
    resetHallStore();
  });
}

/** A game bought on the (fake) server, on another PC or before a reload, and called up to `released`. */
export async function buyOnServer(remote: GameRemote, released: number): Promise<StartedGame> {
  const bought = await remote.start(
    {
      gameType: ANY_HORIZONTAL,
      typeIndex: 1,
      cards: [1, 2, 3],
      betAmount: 10,
      bonusWithinCalls: 5,
      callIntervalMs: 1000,
    },
    'key-1',
  );
  for (let k = 1; k <= released; k++) await remote.call(bought.gameId, k);
  return bought;
}

export const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

export const calledCount = () => screen.getByTestId('called-count').textContent;

/** Events go through fireEvent: user-event waits on real timers, which are faked here. */
export async function click(element: HTMLElement) {
  fireEvent.click(element);
  await advance(0);
}

type TestingLibraryTimers = { jest?: { advanceTimersByTime: (ms: number) => void } };

/**
 * Keys and clicks as a person gives them (a click moves the focus, so the field left is blurred), on
 * the faked timers. Testing Library ends each action by waiting a 0 ms timer, which only runs on fake
 * timers it recognises as Jest's: it is handed Vitest's under that name.
 */
export function person() {
  (globalThis as TestingLibraryTimers).jest ??= {
    advanceTimersByTime: (ms) => vi.advanceTimersByTime(ms),
  };
  return userEvent.setup({ delay: null });
}

/** Types a card into the open Check dialog and clicks Check, as the cashier does. */
export async function checkCard(card: string) {
  const dialog = screen.getByRole('dialog');
  const field = within(dialog).getByLabelText('Enter a card:');
  const user = person();
  await user.clear(field);
  await user.type(field, card);
  await user.click(within(dialog).getByRole('button', { name: 'Check' }));
  await advance(0);
}

export async function pressEscape() {
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
  await advance(0);
}

/** The hall store as a new tab has it (no saved game, no pending Start), with the given setup. */
export function resetHallStore(choices: Partial<HallSetup> = {}) {
  useHallStore.setState({ ...initialHallSetup, ...choices, pendingStart: null });
}

export const CASHIER_ID = '00000000-0000-4000-8000-0000000000c1';

/** The hall's paid game is kept per signed-in cashier, so the tests play signed in as one. */
export function signInCashier(id = CASHIER_ID) {
  useSession.setState({ token: 'token', user: { id, email: `${id}@hall.test`, role: 'Cashier' } });
}

/**
 * What a reload does: the page and its memory are gone, and the store comes back from the browser's
 * storage alone. A closed tab also loses the tab's session storage; local storage stays.
 */
export async function reloadHall({ closeTab = false } = {}) {
  const setupSaved = sessionStorage.getItem(SETUP_KEY);
  const local = Object.entries({ ...localStorage });
  // Emptying the memory writes through to the storage: put back what the browser had kept.
  resetHallStore();
  sessionStorage.clear();
  if (setupSaved !== null && !closeTab) sessionStorage.setItem(SETUP_KEY, setupSaved);
  for (const [key, value] of local) localStorage.setItem(key, value);
  await useHallStore.persist.rehydrate();
}
