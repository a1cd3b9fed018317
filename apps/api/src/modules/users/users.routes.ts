import {
  AdminResetPasswordRequestSchema,
  AdminResetPasswordResponseSchema,
  IdParamsSchema,
  RegisterRequestSchema,
  ToggleStatusRequestSchema,
  UpdateUserRequestSchema,
  UserListSchema,
  UserRoleCountsSchema,
  UserSchema,
  UsersByRoleParamsSchema,
  UsersQuerySchema,
} from '@bingo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '@/plugins/auth';
import { bearer, errorResponses } from '@/plugins/route-schema';
import {
  adminResetPassword,
  getUser,
  listVisibleUsers,
  registerUser,
  roleCounts,
  toggleStatus,
  updateManagedUser,
} from './users.service';

const tags = ['Users'];

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const managers = { preValidation: [app.authenticate, requireRole('Admin', 'SuperAgent', 'Agent')] };

  app.post(
    '/auth/register',
    {
      ...managers,
      schema: {
        tags,
        summary: 'Create a Super Agent (Admin), an Agent (Admin, Super Agent) or a Cashier (Admin, Agent)',
        security: bearer,
        body: RegisterRequestSchema,
        response: { 201: UserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await registerUser(app.db, request.auth, request.body)),
  );

  app.get(
    '/auth/users',
    {
      ...managers,
      schema: {
        tags,
        summary: 'Users in your part of the network',
        security: bearer,
        querystring: UsersQuerySchema,
        response: { 200: UserListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ items: await listVisibleUsers(app.db, request.auth, request.query) }),
  );

  app.get(
    '/auth/users-by-role/:role',
    {
      ...managers,
      schema: {
        tags,
        summary: 'Users of one role in your part of the network',
        security: bearer,
        params: UsersByRoleParamsSchema,
        response: { 200: UserListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      items: await listVisibleUsers(app.db, request.auth, { role: request.params.role }),
    }),
  );

  const myAgents = {
    preValidation: [app.authenticate, requireRole('Admin', 'SuperAgent')],
    schema: {
      tags,
      summary: 'Agents: a Super Agent its own, an Admin all',
      security: bearer,
      response: { 200: UserListSchema, ...errorResponses(401, 403) },
    },
  };
  app.get('/auth/my-agents', myAgents, async (request) => ({
    items: await listVisibleUsers(app.db, request.auth, { role: 'Agent' }),
  }));
  app.get('/Agent/my-agents', myAgents, async (request) => ({
    items: await listVisibleUsers(app.db, request.auth, { role: 'Agent' }),
  }));
  // The shop form's fallback when my-agents fails: the same agents, scoped in SQL the same way.
  app.get(
    '/Agent/all-agents',
    {
      ...myAgents,
      schema: {
        ...myAgents.schema,
        summary: 'All agents you may assign a shop to: an Admin every one, a Super Agent its own',
      },
    },
    async (request) => ({ items: await listVisibleUsers(app.db, request.auth, { role: 'Agent' }) }),
  );

  app.get(
    '/auth/my-cashiers',
    {
      preValidation: [app.authenticate, requireRole('Admin', 'Agent')],
      schema: {
        tags,
        summary: 'Cashiers: an Agent its own, an Admin all',
        security: bearer,
        response: { 200: UserListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ items: await listVisibleUsers(app.db, request.auth, { role: 'Cashier' }) }),
  );

  app.get(
    '/auth/users/:id',
    {
      ...managers,
      schema: {
        tags,
        summary: 'One user in your part of the network',
        security: bearer,
        params: IdParamsSchema,
        response: { 200: UserSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getUser(app.db, request.auth, request.params.id),
  );

  app.patch(
    '/auth/users/:id',
    {
      ...managers,
      schema: {
        tags,
        summary: "Edit a user's names and phone number",
        security: bearer,
        params: IdParamsSchema,
        body: UpdateUserRequestSchema,
        response: { 200: UserSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateManagedUser(app.db, request.auth, request.params.id, request.body),
  );

  app.post(
    '/auth/toggle-status/:id',
    {
      ...managers,
      schema: {
        tags,
        summary: 'Activate or deactivate a user (its sessions end at once)',
        description:
          'With `isActive`, sets that status (no change if the user has it); without a body, flips it.',
        security: bearer,
        params: IdParamsSchema,
        body: ToggleStatusRequestSchema,
        response: { 200: UserSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => toggleStatus(app.db, request.auth, request.params.id, request.body?.isActive),
  );

  app.post(
    '/Auth/admin-reset-password',
    {
      preValidation: [app.authenticate, requireRole('Admin')],
      schema: {
        tags,
        summary: 'Set a new password for a non-admin user, optionally e-mailing it',
        security: bearer,
        body: AdminResetPasswordRequestSchema,
        response: { 200: AdminResetPasswordResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => adminResetPassword(app.db, request.auth, app.mailer, request.body),
  );

  app.get(
    '/Auth/user-role-counts',
    {
      ...managers,
      schema: {
        tags,
        summary: 'Number of users per role in your part of the network',
        security: bearer,
        response: { 200: UserRoleCountsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => roleCounts(app.db, request.auth),
  );
};

export default usersRoutes;
