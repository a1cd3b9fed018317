import type { FastifyInstance } from 'fastify';

/** Every feature registers its routes here; the whole tree is mounted under /api. */
export default async function routes(app: FastifyInstance): Promise<void> {
  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
}
