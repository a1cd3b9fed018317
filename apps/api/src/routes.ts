import type { FastifyInstance } from 'fastify';
import authRoutes from './modules/auth/auth.routes';
import dashboardRoutes from './modules/dashboard/dashboard.routes';
import shopsRoutes from './modules/shops/shops.routes';
import usersRoutes from './modules/users/users.routes';

/** Every feature registers its routes here; the whole tree is mounted under /api. */
export default async function routes(app: FastifyInstance): Promise<void> {
  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(shopsRoutes);
  await app.register(dashboardRoutes);
}
