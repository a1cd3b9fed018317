import {
  ChangePasswordRequestSchema,
  ChangePasswordResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  LogoutResponseSchema,
  UpdatePreferencesRequestSchema,
  UpdateUserRequestSchema,
  UserSchema,
} from '@bingo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearer, errorResponses, open } from '@/plugins/route-schema';
import { getSelf, updateMyPreferences, updateSelf } from '../users/users.service';
import { changePassword, login, logout } from './auth.service';
import { loginLimit } from './login-limit';

const tags = ['Auth'];

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const authenticated = { preValidation: app.authenticate };
  // One set of counters: a guess of the current password counts as a login attempt on the account.
  const passwordTried = loginLimit(app);

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        security: open,
        summary: 'Log in with e-mail and password',
        body: LoginRequestSchema,
        response: { 200: LoginResponseSchema, ...errorResponses(400, 401, 403, 429, 503) },
      },
      // After validation, so the e-mail is counted in its one normalised form.
      preHandler: passwordTried,
    },
    async (request) => login(app.db, app.issueToken, request.body),
  );

  app.post(
    '/auth/logout',
    {
      ...authenticated,
      schema: {
        tags,
        summary: 'Log out everywhere (every token of the user stops working)',
        security: bearer,
        response: { 200: LogoutResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => logout(app.db, request.auth),
  );

  app.get(
    '/auth/me',
    {
      ...authenticated,
      schema: {
        tags,
        summary: 'The logged-in user',
        security: bearer,
        response: { 200: UserSchema, ...errorResponses(401) },
      },
    },
    async (request) => getSelf(app.db, request.auth),
  );

  app.patch(
    '/auth/me',
    {
      ...authenticated,
      schema: {
        tags,
        summary: 'Edit your own names and phone number',
        security: bearer,
        body: UpdateUserRequestSchema,
        response: { 200: UserSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => updateSelf(app.db, request.auth, request.body),
  );

  app.patch(
    '/auth/me/preferences',
    {
      ...authenticated,
      schema: {
        tags,
        operationId: 'updateMyPreferences',
        summary: 'Choose the language and calendar of your screens; they follow you to any PC',
        security: bearer,
        body: UpdatePreferencesRequestSchema,
        response: { 200: UserSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => updateMyPreferences(app.db, request.auth, request.body),
  );

  app.post(
    '/auth/change-password',
    {
      ...authenticated,
      schema: {
        tags,
        summary: 'Change your password; the answer carries a new token',
        security: bearer,
        body: ChangePasswordRequestSchema,
        response: { 200: ChangePasswordResponseSchema, ...errorResponses(400, 401, 429, 503) },
      },
      preHandler: passwordTried,
    },
    async (request) => changePassword(app.db, app.issueToken, request.auth, request.body),
  );
};

export default authRoutes;
