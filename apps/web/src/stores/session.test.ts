import { describe, expect, it } from 'vitest';
import { TOKEN_KEY, userFromToken, useSession } from './session';

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const tokenFor = (claims: object) =>
  `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;

const claims = {
  sub: '6d0f3a8e-7a8b-4a47-9a43-4f1ef4b0c111',
  email: 'agent1@bingo.et',
  role: 'Agent',
  tv: 0,
};

describe('userFromToken', () => {
  it('reads the user from the token claims', () => {
    expect(userFromToken(tokenFor(claims))).toEqual({ id: claims.sub, email: claims.email, role: 'Agent' });
  });

  it('gives null for an unreadable token or an unknown role', () => {
    expect(userFromToken('not-a-token')).toBeNull();
    expect(userFromToken(tokenFor({ ...claims, role: 'Owner' }))).toBeNull();
    expect(userFromToken(tokenFor({ email: claims.email, role: 'Agent' }))).toBeNull();
  });
});

describe('session store', () => {
  it('keeps the raw token under the plain `token` key and removes it on sign-out', () => {
    const token = tokenFor(claims);
    useSession.getState().signIn(token, { id: claims.sub, email: claims.email, role: 'Agent' });
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
    useSession.getState().signOut();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(useSession.getState().user).toBeNull();
  });

  it('rebuilds the session from a stored token, and drops an unreadable one', async () => {
    localStorage.setItem(TOKEN_KEY, tokenFor(claims));
    await useSession.persist.rehydrate();
    expect(useSession.getState().user).toEqual({ id: claims.sub, email: claims.email, role: 'Agent' });

    localStorage.setItem(TOKEN_KEY, 'garbage');
    await useSession.persist.rehydrate();
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('expiring keeps a notice for the sign-in page', () => {
    useSession.getState().signIn(tokenFor(claims), { id: claims.sub, email: claims.email, role: 'Agent' });
    useSession.getState().expire('Session expired. Please login again.');
    expect(useSession.getState().token).toBeNull();
    expect(useSession.getState().notice).toBe('Session expired. Please login again.');
  });

  it("leaves the token another tab stored since: ending this tab's session removes only its own", () => {
    const user = { id: claims.sub, email: claims.email, role: 'Agent' } as const;
    useSession.getState().signIn(tokenFor(claims), user);
    const renewed = tokenFor({ ...claims, tv: 1 });
    localStorage.setItem(TOKEN_KEY, renewed);

    useSession.getState().expire('Session expired. Please login again.');
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBe(renewed);

    useSession.getState().signIn(renewed, user);
    useSession.getState().signOut();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
