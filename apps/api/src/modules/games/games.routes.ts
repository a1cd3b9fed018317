import {
  AbandonedGameSchema,
  AbandonGameRequestSchema,
  CheckCardRequestSchema,
  CheckResultSchema,
  ErrorSchema,
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
import { abandonGame, checkCard, lockCard } from './claims.service';
import { getGame, startGame } from './games.service';

const E = ErrorSchema;
const tags = ['Games'];
const security = [{ bearerAuth: [] }];

export default async function gamesRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const cashier = [app.authenticate, requireRole('Cashier')];

  app.post(
    '/games',
    {
      preHandler: cashier,
      schema: {
        tags,
        security,
        summary: 'Buy and start a game: the commission is taken from the cashier’s balance',
        headers: IdempotencyHeadersSchema,
        body: StartGameRequestSchema,
        response: { 200: StartedGameSchema, 400: E, 401: E, 403: E, 422: E },
      },
    },
    (req) => startGame(app.db, req.auth, req.body, req.headers['idempotency-key']),
  );

  app.post(
    '/games/:id/check',
    {
      preHandler: cashier,
      schema: {
        tags,
        security,
        summary: 'Check a claimed card against the first calledCount numbers',
        params: GameIdParamsSchema,
        body: CheckCardRequestSchema,
        response: { 200: CheckResultSchema, 400: E, 401: E, 403: E, 404: E, 409: E },
      },
    },
    (req) => checkCard(app.db, req.auth, req.params.id, req.body),
  );

  app.post(
    '/games/:id/lock',
    {
      preHandler: cashier,
      schema: {
        tags,
        security,
        summary: 'Lock a checked card so it cannot be checked again',
        params: GameIdParamsSchema,
        body: LockCardRequestSchema,
        response: { 200: LockedCardSchema, 400: E, 401: E, 403: E, 404: E },
      },
    },
    (req) => lockCard(app.db, req.auth, req.params.id, req.body.cardId),
  );

  app.post(
    '/games/:id/abandon',
    {
      preHandler: cashier,
      schema: {
        tags,
        security,
        summary: 'Record a game left mid-way at its call count',
        params: GameIdParamsSchema,
        body: AbandonGameRequestSchema,
        response: { 200: AbandonedGameSchema, 400: E, 401: E, 403: E, 404: E, 409: E },
      },
    },
    (req) => abandonGame(app.db, req.auth, req.params.id, req.body.calledCount),
  );

  app.get(
    '/games/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'The game record with its draw order, for audit against the commitment',
        params: GameIdParamsSchema,
        response: { 200: GameRecordSchema, 400: E, 401: E, 404: E },
      },
    },
    (req) => getGame(app.db, req.auth, req.params.id),
  );
}
