import {
  ErrorSchema,
  IdParamsSchema,
  JackpotListSchema,
  JackpotSchema,
  MyJackpotSchema,
  SaveJackpotSchema,
} from '@bingo/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '../../plugins/auth';
import { listShopJackpots, myJackpot, saveJackpot, toggleJackpot } from './jackpots.service';

const E = ErrorSchema;
const tags = ['Jackpots'];
const security = [{ bearerAuth: [] }];

export default async function jackpotsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const admin = [app.authenticate, requireRole('Admin')];

  app.get(
    '/jackpot',
    {
      preHandler: [app.authenticate, requireRole('Admin', 'SuperAgent', 'Agent')],
      schema: {
        tags,
        security,
        summary: 'Jackpots of the shops in the caller’s scope',
        response: { 200: JackpotListSchema, 401: E, 403: E },
      },
    },
    (req) => listShopJackpots(app.db, req.auth),
  );

  app.get(
    '/jackpot/my',
    {
      preHandler: [app.authenticate, requireRole('Cashier')],
      schema: {
        tags,
        security,
        summary: 'The active jackpot of the cashier’s shop',
        response: { 200: MyJackpotSchema, 401: E, 403: E },
      },
    },
    (req) => myJackpot(app.db, req.auth),
  );

  app.post(
    '/jackpot',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Create or edit the jackpot of a shop',
        body: SaveJackpotSchema,
        response: { 200: JackpotSchema, 400: E, 401: E, 403: E, 404: E },
      },
    },
    (req) => saveJackpot(app.db, req.body),
  );

  app.post(
    '/jackpot/:id/toggle',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Flip a jackpot between active (1) and inactive (0)',
        params: IdParamsSchema,
        response: { 200: JackpotSchema, 400: E, 401: E, 403: E, 404: E },
      },
    },
    (req) => toggleJackpot(app.db, req.params.id),
  );
}
