import { DashboardStatsSchema } from '@bingo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '@/plugins/auth';
import { bearer, errorResponses } from '@/plugins/route-schema';
import { dashboardStats } from './dashboard.service';

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/stats',
    {
      preValidation: [app.authenticate, requireRole('Admin', 'SuperAgent', 'Agent')],
      schema: {
        tags: ['Dashboard'],
        summary: 'Shop and user counts in your part of the network',
        security: bearer,
        response: { 200: DashboardStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => dashboardStats(app.db, request.auth),
  );
};

export default dashboardRoutes;
