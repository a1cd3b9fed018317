import {
  AbandonGameRequestSchema,
  CallRequestSchema,
  CallResultSchema,
  CheckCardRequestSchema,
  CheckResultSchema,
  CurrentGameSchema,
  EmptyGameRequestSchema,
  EndedGameSchema,
  GameIdParamsSchema,
  GameRecordSchema,
  IdempotencyHeadersSchema,
  LiveGameSchema,
  LockCardRequestSchema,
  LockedCardSchema,
  SpeedRequestSchema,
  StartedGameSchema,
  StartGameRequestSchema,
  TooEarlySchema,
} from '@bingo/contracts';
import { BALL_COUNT } from '@bingo/engine';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ForbiddenError } from '@/errors';
import { requireRole } from '@/plugins/auth';
import { bearer, errorResponses } from '@/plugins/route-schema';
import { changeGameCalling, getCurrentGame, releaseCall, TooEarlyError } from './calls.service';
import { checkCard, lockCard } from './claims.service';
import { abandonGame, finishGame } from './game-end.service';
import { startGame } from './games.service';
import { getGame } from './record.service';

const tags = ['Games'];

export default async function gamesRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const cashier = [app.authenticate, requireRole('Cashier')];
  const cashierClaims = async (req: FastifyRequest) => {
    if (req.claims.role !== 'Cashier') throw new ForbiddenError();
  };
  /** A cashier's action on one of its games: params, body and the answers it can give. */
  const action = <B, R>(summary: string, body: B, ok: R) => ({
    preValidation: cashier,
    schema: {
      tags,
      security: bearer,
      summary,
      params: GameIdParamsSchema,
      body,
      response: { 200: ok, ...errorResponses(400, 401, 403, 404, 409) },
    },
  });

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
        response: { 200: StartedGameSchema, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    (req) => startGame(app.db, req.auth, req.body, req.headers['idempotency-key']),
  );

  app.post(
    '/games/:id/calls',
    {
      // The hall's hottest write: the token is checked here and the caller's row by the release
      // statement itself, so a release is one round trip.
      preValidation: [app.verifyToken, cashierClaims],
      schema: {
        tags,
        security: bearer,
        summary: 'Release call k when it is due, or repeat it when it was already released',
        params: GameIdParamsSchema,
        body: CallRequestSchema,
        response: {
          200: CallResultSchema,
          425: TooEarlySchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (req, reply) => {
      try {
        return await releaseCall(app.db, req.claims, req.params.id, req.body.k);
      } catch (err) {
        if (err instanceof TooEarlyError) return reply.code(425).send(err.body);
        throw err;
      }
    },
  );

  app.post(
    '/games/:id/pause',
    action('Pause the calls (recorded)', EmptyGameRequestSchema, LiveGameSchema),
    (req) => changeGameCalling(app.db, req.auth, req.params.id, { kind: 'pause' }),
  );

  app.post(
    '/games/:id/resume',
    action(
      'Resume the calls (recorded); the next call is due a full interval later',
      EmptyGameRequestSchema,
      LiveGameSchema,
    ),
    (req) => changeGameCalling(app.db, req.auth, req.params.id, { kind: 'resume' }),
  );

  app.post(
    '/games/:id/speed',
    action('Change the time between calls (recorded)', SpeedRequestSchema, LiveGameSchema),
    (req) =>
      changeGameCalling(app.db, req.auth, req.params.id, {
        kind: 'speed',
        callIntervalMs: req.body.callIntervalMs,
      }),
  );

  app.post(
    '/games/:id/check',
    action(
      'Pause and judge a claimed card at the server’s released count; the same card checked again with no number released since answers the claim already recorded',
      CheckCardRequestSchema,
      CheckResultSchema,
    ),
    (req) => checkCard(app.db, req.auth, req.params.id, req.body),
  );

  app.post(
    '/games/:id/lock',
    action('Lock a checked card so it cannot be checked again', LockCardRequestSchema, LockedCardSchema),
    (req) => lockCard(app.db, req.auth, req.params.id, req.body.cardId),
  );

  app.post(
    '/games/:id/abandon',
    action(
      'End the game unwon at the server’s released count, saying whether the stakes were refunded',
      AbandonGameRequestSchema,
      EndedGameSchema,
    ),
    (req) => abandonGame(app.db, req.auth, req.params.id, req.body.refunded),
  );

  app.post(
    '/games/:id/finish',
    action(
      `End the game with no winner once all ${BALL_COUNT} numbers are called`,
      EmptyGameRequestSchema,
      EndedGameSchema,
    ),
    (req) => finishGame(app.db, req.auth, req.params.id),
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
        summary: 'The cashier’s running game, or null when none runs',
        response: { 200: CurrentGameSchema, ...errorResponses(401, 403) },
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
        summary: 'The game record for replay; the order and salt once the game has ended',
        params: GameIdParamsSchema,
        response: { 200: GameRecordSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (req) => getGame(app.db, req.auth, req.params.id),
  );
}
