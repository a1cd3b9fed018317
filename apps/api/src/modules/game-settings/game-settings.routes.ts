import {
  CreateGameSettingsSchema,
  GameSettingsListSchema,
  GameSettingsSchema,
  MessageSchema,
  MyGameSettingsSchema,
  ShopIdParamsSchema,
  UpdateGameSettingsSchema,
} from '@bingo/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '@/plugins/auth';
import { bearer, errorResponses } from '@/plugins/route-schema';
import {
  createGameSettings,
  deleteGameSettings,
  listGameSettings,
  myGameSettings,
  updateGameSettings,
} from './game-settings.service';

const tags = ['Game settings'];

export default async function gameSettingsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const admin = [app.authenticate, requireRole('Admin')];

  app.get(
    '/game-settings',
    {
      preValidation: [app.authenticate, requireRole('Admin', 'SuperAgent', 'Agent')],
      schema: {
        tags,
        security: bearer,
        summary: 'Settings of the shops in the caller’s scope',
        response: { 200: GameSettingsListSchema, ...errorResponses(401, 403) },
      },
    },
    (req) => listGameSettings(app.db, req.auth),
  );

  app.get(
    '/game-settings/my',
    {
      preValidation: [app.authenticate, requireRole('Cashier')],
      schema: {
        tags,
        security: bearer,
        summary: 'The cashier’s shop settings (defaults when none were saved)',
        response: { 200: MyGameSettingsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (req) => myGameSettings(app.db, req.auth),
  );

  app.post(
    '/game-settings',
    {
      preValidation: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'Create the settings of a shop (one per shop)',
        body: CreateGameSettingsSchema,
        response: { 200: GameSettingsSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    (req) => createGameSettings(app.db, req.auth.id, req.body),
  );

  app.put(
    '/game-settings/:shopId',
    {
      preValidation: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'Edit the settings of a shop',
        params: ShopIdParamsSchema,
        body: UpdateGameSettingsSchema,
        response: { 200: GameSettingsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) => updateGameSettings(app.db, req.auth.id, req.params.shopId, req.body),
  );

  app.delete(
    '/game-settings/:shopId',
    {
      preValidation: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'Delete the settings of a shop (its games then use the defaults)',
        params: ShopIdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) => deleteGameSettings(app.db, req.auth.id, req.params.shopId),
  );
}
