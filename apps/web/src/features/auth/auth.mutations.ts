import { MessageSchema } from '@bingo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { api } from '../../lib/api';
import { getSession } from '../../stores/session';

/**
 * Signing out always succeeds for the user: the server is told (so the token stops working), and the
 * session is cleared even when that call fails.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    const hadToken = Boolean(getSession().token);
    const serverLogout = hadToken
      ? api.post('/auth/logout', MessageSchema, undefined, { keepSessionOn401: true }).catch(() => undefined)
      : undefined;
    void Promise.resolve(serverLogout).finally(() => {
      getSession().signOut();
      queryClient.clear();
      void navigate({ to: '/', replace: true });
    });
  }, [navigate, queryClient]);
}
