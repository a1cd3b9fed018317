import {
  AbandonedGameSchema,
  AbandonGameRequestSchema,
  CheckCardRequestSchema,
  CheckResultSchema,
  CurrentGameSchema,
  GameIdParamsSchema,
  GameRecordSchema,
  IdempotencyHeadersSchema,
  LockCardRequestSchema,
  LockedCardSchema,
  StartedGameSchema,
  StartGameRequestSchema,
} from '@bingo/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '../../plugins/auth';
import { bearer, errorResponses } from '../../plugins/route-schema';
import { abandonGame, checkCard, lockCard } from './claims.service';
import { getCurrentGame, getGame, startGame } from './games.service';

const tags = ['Games'];

export default async function gamesRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const cashier = [app.authenticate, requireRole('Cashier')];

  app.post(
    '/games',
    {
      preValidation: cashier,
      schema: {
        tags,
        security: bearer,
        summary: 'Buy and start a game: the commission is taken from the cashier’s balance',
        headers: IdempotencyHeadersSchema,
        body: StartGameRequestSchema,
        response: { 200: StartedGameSchema, ...errorResponses(400, 401, 403, 422) },
      },
    },
    (req) => startGame(app.db, req.auth, req.body, req.headers['idempotency-key']),
  );

  app.post(
    '/games/:id/check',
    {
      preValidation: cashier,
      schema: {
        tags,
        security: bearer,
        summary: 'Check a claimed card against the first calledCount numbers',
        params: GameIdParamsSchema,
        body: CheckCardRequestSchema,
        response: { 200: CheckResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (req) => checkCard(app.db, req.auth, req.params.id, req.body),
  );

  app.post(
    '/games/:id/lock',
    {
      preValidation: cashier,
      schema: {
        tags,
        security: bearer,
        summary: 'Lock a checked card so it cannot be checked again',
        params: GameIdParamsSchema,
        body: LockCardRequestSchema,
        response: { 200: LockedCardSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) => lockCard(app.db, req.auth, req.params.id, req.body.cardId),
  );

  app.post(
    '/games/:id/abandon',
    {
      preValidation: cashier,
      schema: {
        tags,
        security: bearer,
        summary: 'Record a game left mid-way at its call count',
        params: GameIdParamsSchema,
        body: AbandonGameRequestSchema,
        response: { 200: AbandonedGameSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (req) => abandonGame(app.db, req.auth, req.params.id, req.body.calledCount),
  );

  // A static segment wins over the :id parameter in Fastify's router, whatever the order; it is
  // registered first all the same, so the reading order matches the matching order.
  app.get(
    '/games/current',
    {
      preValidation: cashier,
      schema: {
        tags,
        security: bearer,
        summary: 'The cashier’s own running game, for a hall PC that lost its saved copy',
        response: { 200: CurrentGameSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (req) => getCurrentGame(app.db, req.auth),
  );

  app.get(
    '/games/:id',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: 'The game record with its draw order, for audit against the commitment',
        params: GameIdParamsSchema,
        response: { 200: GameRecordSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (req) => getGame(app.db, req.auth, req.params.id),
  );
}
