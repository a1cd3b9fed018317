import type { StateStorage } from 'zustand/middleware';
import { useSession } from '@/stores/session';

export const SETUP_KEY = 'bingoHallSetup';

/**
 * A Start still waiting for its answer outlives the tab (a closed tab, a browser restart, a power cut
 * at the hall PC), so its Idempotency-Key is kept in localStorage; keyed by the signed-in cashier, so
 * another cashier on the same PC never uses it.
 */
export const gameKey = (userId: string) => `bingoHallGame:${userId}`;

const GAME_FIELDS = ['pendingStart'] as const;

type Persisted = { state: Record<string, unknown>; version?: number };

function read(storage: Storage, key: string): Persisted | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { state } = value as { state?: unknown };
    return typeof state === 'object' && state !== null ? (value as Persisted) : null;
  } catch {
    return null;
  }
}

const signedInId = () => useSession.getState().user?.id ?? null;

/**
 * The setup screens' choices stay in this tab's sessionStorage (a new tab starts clean); the pending
 * Start goes to the cashier's own localStorage entry.
 */
export const hallStorage: StateStorage = {
  getItem: (name) => {
    const session = read(sessionStorage, name);
    const userId = signedInId();
    const local = userId ? read(localStorage, gameKey(userId)) : null;
    const state: Record<string, unknown> = { ...session?.state };
    for (const field of GAME_FIELDS) {
      state[field] = userId ? (local?.state[field] ?? session?.state[field] ?? null) : null;
    }
    return JSON.stringify({ state, version: session?.version ?? 0 });
  },
  setItem: (name, value) => {
    const { state, version } = JSON.parse(value) as Persisted;
    const setup = { ...state };
    for (const field of GAME_FIELDS) delete setup[field];
    sessionStorage.setItem(name, JSON.stringify({ state: setup, version }));
    const userId = signedInId();
    if (!userId) return;
    const game = { pendingStart: state.pendingStart ?? null };
    if (game.pendingStart === null) localStorage.removeItem(gameKey(userId));
    else localStorage.setItem(gameKey(userId), JSON.stringify({ state: game, version }));
  },
  removeItem: (name) => sessionStorage.removeItem(name),
};
