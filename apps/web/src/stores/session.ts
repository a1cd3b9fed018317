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
 * The spec keeps the raw token under the plain `token` key; the user is rebuilt from its claims on
 * load, and an unreadable token is dropped.
 */
const tokenStorage: StateStorage = {
  getItem: () => {
    const token = localStorage.getItem(TOKEN_KEY);
    const user = token ? userFromToken(token) : null;
    if (token && !user) localStorage.removeItem(TOKEN_KEY);
    return JSON.stringify({ state: { token: user ? token : null, user }, version: 0 });
  },
  setItem: (_name, value) => {
    const token = (JSON.parse(value) as { state: { token: string | null } }).state.token;
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
  },
  removeItem: () => localStorage.removeItem(TOKEN_KEY),
};

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      user: null,
      notice: null,
      signIn: (token, user) => set({ token, user, notice: null }),
      // A deliberate sign-out: the sign-in page says nothing of an expired session.
      signOut: () => set({ token: null, user: null, notice: null }),
      expire: (notice) => set({ token: null, user: null, notice }),
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
