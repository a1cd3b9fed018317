import {
  IdParamsSchema,
  JackpotListSchema,
  JackpotSchema,
  MyJackpotSchema,
  SaveJackpotSchema,
  ToggleJackpotRequestSchema,
} from '@bingo/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '@/plugins/auth';
import { bearer, errorResponses } from '@/plugins/route-schema';
import { listShopJackpots, myJackpot, saveJackpot, toggleJackpot } from './jackpots.service';

const tags = ['Jackpots'];

export default async function jackpotsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const admin = [app.authenticate, requireRole('Admin')];

  app.get(
    '/jackpot',
    {
      preValidation: [app.authenticate, requireRole('Admin', 'SuperAgent', 'Agent')],
      schema: {
        tags,
        security: bearer,
        summary: 'Jackpots of the shops in the caller’s scope',
        response: { 200: JackpotListSchema, ...errorResponses(401, 403) },
      },
    },
    (req) => listShopJackpots(app.db, req.auth),
  );

  app.get(
    '/jackpot/my',
    {
      preValidation: [app.authenticate, requireRole('Cashier')],
      schema: {
        tags,
        security: bearer,
        summary: 'The active jackpot of the cashier’s shop',
        response: { 200: MyJackpotSchema, ...errorResponses(401, 403) },
      },
    },
    (req) => myJackpot(app.db, req.auth),
  );

  app.post(
    '/jackpot',
    {
      preValidation: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'Create or edit the jackpot of a shop',
        body: SaveJackpotSchema,
        response: { 200: JackpotSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) => saveJackpot(app.db, req.auth.id, req.body),
  );

  app.post(
    '/jackpot/:id/toggle',
    {
      preValidation: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'Set a jackpot active (1) or inactive (0)',
        description:
          'With `status`, sets that status (no change if the jackpot has it); without a body, flips it.',
        params: IdParamsSchema,
        body: ToggleJackpotRequestSchema,
        response: { 200: JackpotSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) => toggleJackpot(app.db, req.auth.id, req.params.id, req.body?.status),
  );
}
