import { GameIdParamsSchema, PublicGameSchema } from '@bingo/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, open } from '@/plugins/route-schema';
import { getPublicGame } from './record.service';

/** No login: once a game has ended, anyone may check its draw against the commitment. */
export default async function publicGamesRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/public/games/:id',
    {
      schema: {
        tags: ['Games'],
        security: open,
        summary: 'An ended game’s order, salt, calls, claims, prize split and bonus, for anyone to verify',
        params: GameIdParamsSchema,
        response: { 200: PublicGameSchema, ...errorResponses(400, 404) },
      },
    },
    (req) => getPublicGame(app.db, req.params.id),
  );
}
