import {
  DailySalesListSchema,
  SalesListSchema,
  SalesQuerySchema,
  SalesSummaryQuerySchema,
  SalesSummarySchema,
  UserSalesSummaryListSchema,
} from '@bingo/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { bearer, errorResponses } from '@/plugins/route-schema';
import { dailySales, salesHistory, salesSummary, usersSalesSummary } from './sales.service';

const tags = ['Sales history'];

/** Every role reads sales, each within its scope: Admin all, Super Agent its agents' shops, and so on. */
export default async function salesRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  /**
   * Any signed-in caller may read; the services scope the rows, so only 400 and 401 can fail, and
   * 404 for a filter naming someone outside the caller's scope.
   */
  const read = <Q extends ZodType, R extends ZodType>(
    summary: string,
    querystring: Q,
    ok: R,
    ...more: 404[]
  ) => ({
    preValidation: app.authenticate,
    schema: {
      tags,
      security: bearer,
      summary,
      querystring,
      response: { 200: ok, ...errorResponses(400, 401, ...more) },
    },
  });

  app.get(
    '/SalesHistory',
    read('Sales in the range, newest first, of one agent if asked', SalesQuerySchema, SalesListSchema, 404),
    (req) => salesHistory(app.db, req.auth, req.query),
  );

  app.get(
    '/SalesHistory/summary',
    read('Totals over the range', SalesSummaryQuerySchema, SalesSummarySchema),
    (req) => salesSummary(app.db, req.auth, req.query),
  );

  app.get(
    '/SalesHistory/users/summary',
    read('Totals per selling user over the range', SalesSummaryQuerySchema, UserSalesSummaryListSchema),
    (req) => usersSalesSummary(app.db, req.auth, req.query),
  );

  app.get(
    '/SalesHistory/daily',
    read('Revenue per day in the hall’s time zone', SalesSummaryQuerySchema, DailySalesListSchema),
    (req) => dailySales(app.db, req.auth, req.query, app.env.HALL_TIME_ZONE),
  );
}
