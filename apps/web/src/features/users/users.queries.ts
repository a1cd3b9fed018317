import {
  type Role,
  UserListSchema,
  UserRoleCountsSchema,
  UserSchema,
  type UsersQuery,
} from '@bingo/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const userKeys = {
  all: ['users'] as const,
  list: (query: UsersQuery) => [...userKeys.all, 'list', query] as const,
  byRole: (role: Role) => [...userKeys.all, 'by-role', role] as const,
  myAgents: () => [...userKeys.all, 'my-agents'] as const,
  myCashiers: () => [...userKeys.all, 'my-cashiers'] as const,
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
  roleCounts: () => [...userKeys.all, 'role-counts'] as const,
};

/** Lists are scoped by the server: Admin sees everyone, a SuperAgent its agents, an Agent its cashiers. */
export const userQueries = {
  list: (query: UsersQuery = {}) =>
    queryOptions({
      queryKey: userKeys.list(query),
      queryFn: ({ signal }) => api.get('/auth/users', UserListSchema, { query: { ...query }, signal }),
    }),
  byRole: (role: Role) =>
    queryOptions({
      queryKey: userKeys.byRole(role),
      queryFn: ({ signal }) => api.get(`/auth/users-by-role/${role}`, UserListSchema, { signal }),
    }),
  /** SuperAgent: its own agents. */
  myAgents: () =>
    queryOptions({
      queryKey: userKeys.myAgents(),
      queryFn: ({ signal }) => api.get('/auth/my-agents', UserListSchema, { signal }),
    }),
  /** Agent: its own cashiers. */
  myCashiers: () =>
    queryOptions({
      queryKey: userKeys.myCashiers(),
      queryFn: ({ signal }) => api.get('/auth/my-cashiers', UserListSchema, { signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: userKeys.detail(id),
      queryFn: ({ signal }) => api.get(`/auth/users/${id}`, UserSchema, { signal }),
    }),
  roleCounts: () =>
    queryOptions({
      queryKey: userKeys.roleCounts(),
      queryFn: ({ signal }) => api.get('/Auth/user-role-counts', UserRoleCountsSchema, { signal }),
    }),
};

/** 'Abebe Kebede', or the e-mail when a user has no name. */
export function fullName(user: { firstName: string; lastName: string; email?: string }): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name || user.email || '';
}
