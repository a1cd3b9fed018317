import type { FastifyInstance } from 'fastify';
import authRoutes from './modules/auth/auth.routes';
import balanceRoutes from './modules/balance/balance.routes';
import commissionRoutes from './modules/commission/commission.routes';
import dashboardRoutes from './modules/dashboard/dashboard.routes';
import displayLinksRoutes from './modules/display-links/display-links.routes';
import gameSettingsRoutes from './modules/game-settings/game-settings.routes';
import gamesRoutes from './modules/games/games.routes';
import publicGamesRoutes from './modules/games/public-games.routes';
import jackpotsRoutes from './modules/jackpots/jackpots.routes';
import notificationsRoutes from './modules/notifications/notifications.routes';
import salesRoutes from './modules/sales/sales.routes';
import shiftsRoutes from './modules/shifts/shifts.routes';
import shopsRoutes from './modules/shops/shops.routes';
import usersRoutes from './modules/users/users.routes';

/** Every feature registers its routes here; the whole tree is mounted under /api. */
export default async function routes(app: FastifyInstance): Promise<void> {
  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(shopsRoutes);
  await app.register(dashboardRoutes);
  await app.register(balanceRoutes);
  await app.register(notificationsRoutes);
  await app.register(gamesRoutes);
  await app.register(publicGamesRoutes);
  await app.register(salesRoutes);
  await app.register(commissionRoutes);
  await app.register(gameSettingsRoutes);
  await app.register(jackpotsRoutes);
  await app.register(shiftsRoutes);
  await app.register(displayLinksRoutes);
}
