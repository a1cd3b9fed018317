import {
  CreateGameSettingsSchema,
  ErrorSchema,
  GameSettingsListSchema,
  GameSettingsSchema,
  MessageSchema,
  MyGameSettingsSchema,
  ShopIdParamsSchema,
  UpdateGameSettingsSchema,
} from '@bingo/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '../../plugins/auth';
import {
  createGameSettings,
  deleteGameSettings,
  listGameSettings,
  myGameSettings,
  updateGameSettings,
} from './game-settings.service';

const E = ErrorSchema;
const tags = ['Game settings'];
const security = [{ bearerAuth: [] }];

export default async function gameSettingsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const admin = [app.authenticate, requireRole('Admin')];

  app.get(
    '/game-settings',
    {
      preHandler: [app.authenticate, requireRole('Admin', 'SuperAgent', 'Agent')],
      schema: {
        tags,
        security,
        summary: 'Settings of the shops in the caller’s scope',
        response: { 200: GameSettingsListSchema, 401: E, 403: E },
      },
    },
    (req) => listGameSettings(app.db, req.auth),
  );

  app.get(
    '/game-settings/my',
    {
      preHandler: [app.authenticate, requireRole('Cashier')],
      schema: {
        tags,
        security,
        summary: 'The cashier’s shop settings (defaults when none were saved)',
        response: { 200: MyGameSettingsSchema, 401: E, 403: E, 404: E },
      },
    },
    (req) => myGameSettings(app.db, req.auth),
  );

  app.post(
    '/game-settings',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Create the settings of a shop (one per shop)',
        body: CreateGameSettingsSchema,
        response: { 200: GameSettingsSchema, 400: E, 401: E, 403: E, 409: E },
      },
    },
    (req) => createGameSettings(app.db, req.body),
  );

  app.put(
    '/game-settings/:shopId',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Edit the settings of a shop',
        params: ShopIdParamsSchema,
        body: UpdateGameSettingsSchema,
        response: { 200: GameSettingsSchema, 400: E, 401: E, 403: E, 404: E },
      },
    },
    (req) => updateGameSettings(app.db, req.params.shopId, req.body),
  );

  app.delete(
    '/game-settings/:shopId',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Delete the settings of a shop (its games then use the defaults)',
        params: ShopIdParamsSchema,
        response: { 200: MessageSchema, 400: E, 401: E, 403: E, 404: E },
      },
    },
    (req) => deleteGameSettings(app.db, req.params.shopId),
  );
}
