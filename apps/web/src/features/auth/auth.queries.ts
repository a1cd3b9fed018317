import { UserSchema } from '@bingo/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const authKeys = {
  me: ['auth', 'me'] as const,
};

export const authQueries = {
  /** The signed-in user's own record (names, phone, last login). */
  me: () =>
    queryOptions({
      queryKey: authKeys.me,
      queryFn: ({ signal }) => api.get('/auth/me', UserSchema, { signal }),
    }),
};
