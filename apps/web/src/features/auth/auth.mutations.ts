import {
  type ChangePasswordRequest,
  ChangePasswordResponseSchema,
  MessageSchema,
  type UpdateUserRequest,
  UserSchema,
} from '@bingo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useLocale } from '@/i18n/locale';
import { api, holdCallsUntil } from '@/lib/api';
import { getSession } from '@/stores/session';
import { authKeys } from './auth.queries';

/**
 * Signing out always succeeds for the user: the server is told (so the token stops working), and the
 * session is cleared even when that call fails.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    const hadToken = Boolean(getSession().token);
    // Data still loading would meet the token the server is about to revoke, and its 401 would read
    // as an expired session: it is aborted first (an aborted load reaches no screen).
    void queryClient.cancelQueries();
    const serverLogout = hadToken
      ? api.post('/auth/logout', MessageSchema, undefined, { keepSessionOn401: true }).catch(() => undefined)
      : undefined;
    const signedOut = Promise.resolve(serverLogout).finally(() => {
      getSession().signOut();
      // A language picked on the sign-in page belongs to one sign-in, never to whoever comes next.
      useLocale.getState().setSignInPick(null);
      queryClient.clear();
      void navigate({ to: '/', replace: true });
    });
    holdCallsUntil(signedOut);
  }, [navigate, queryClient]);
}

/** Own names and phone; the answer is the updated record. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserRequest) => api.patch('/auth/me', UserSchema, body),
    onSuccess: (user) => queryClient.setQueryData(authKeys.me, user),
  });
}

/** Changing the password ends every other session; this one continues with the token sent back. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) =>
      api.post('/auth/change-password', ChangePasswordResponseSchema, body),
    onSuccess: ({ token }) => {
      const { user } = getSession();
      if (user) getSession().signIn(token, user);
    },
  });
}
