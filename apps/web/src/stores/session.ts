import type { Role } from '@bingo/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
}

interface SessionState {
  token: string | null;
  user: SessionUser | null;
  /** A message for the sign-in screen, e.g. after the server rejected a stale token. */
  notice: string | null;
  signIn: (token: string, user: SessionUser) => void;
  signOut: () => void;
  expire: (notice: string) => void;
  /** Takes up the token another tab stored for the same user; false when there is none. */
  adoptStored: () => boolean;
  clearNotice: () => void;
}

export const TOKEN_KEY = 'token';

// Plain values, not the contract's schema: the session is read on the sign-in page, which must stay light.
const ROLES: readonly Role[] = ['Admin', 'SuperAgent', 'Agent', 'Cashier'];
const isRole = (value: unknown): value is Role => ROLES.some((r) => r === value);

function decodeBase64Url(part: string): string {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The user a stored token speaks for, or null when the token cannot be read. */
export function userFromToken(token: string): SessionUser | null {
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(token.split('.')[1] ?? ''));
    if (typeof payload !== 'object' || payload === null) return null;
    const claims = payload as Record<string, unknown>;
    const { sub, email, role } = claims;
    if (typeof sub !== 'string' || typeof email !== 'string' || !isRole(role)) return null;
    return { id: sub, email, role };
  } catch {
    return null;
  }
}

/**
 * The token this tab last read or wrote. Every tab of the browser shares the stored one: a tab whose
 * session ends removes it only while it is still this tab's, not one another tab stored since (the
 * token a password change answered with there), which would sign that tab out at its next reload.
 */
let ownToken: string | null = null;

function forgetOwnToken() {
  if (localStorage.getItem(TOKEN_KEY) === ownToken) localStorage.removeItem(TOKEN_KEY);
  ownToken = null;
}

/**
 * The spec keeps the raw token under the plain `token` key; the user is rebuilt from its claims on
 * load, and an unreadable token is dropped.
 */
const tokenStorage: StateStorage = {
  getItem: () => {
    const token = localStorage.getItem(TOKEN_KEY);
    const user = token ? userFromToken(token) : null;
    if (token && !user) localStorage.removeItem(TOKEN_KEY);
    ownToken = user ? token : null;
    return JSON.stringify({ state: { token: ownToken, user }, version: 0 });
  },
  setItem: (_name, value) => {
    const token = (JSON.parse(value) as { state: { token: string | null } }).state.token;
    if (!token) return forgetOwnToken();
    localStorage.setItem(TOKEN_KEY, token);
    ownToken = token;
  },
  removeItem: forgetOwnToken,
};

export const useSession = create<SessionState>()(
  persist(
    (set, get) => ({
      token: null,
      user: null,
      notice: null,
      signIn: (token, user) => set({ token, user, notice: null }),
      // A deliberate sign-out: the sign-in page says nothing of an expired session.
      signOut: () => set({ token: null, user: null, notice: null }),
      expire: (notice) => set({ token: null, user: null, notice }),
      adoptStored: () => {
        const token = localStorage.getItem(TOKEN_KEY);
        const user = token && token !== get().token ? userFromToken(token) : null;
        if (!user || user.id !== get().user?.id) return false;
        set({ token, user });
        return true;
      },
      clearNotice: () => set({ notice: null }),
    }),
    {
      name: TOKEN_KEY,
      storage: createJSONStorage(() => tokenStorage),
      partialize: (s) => ({ token: s.token, user: s.user }),
    },
  ),
);

/** Reads the current session for code outside React (the API client, route guards). */
export const getSession = () => useSession.getState();
