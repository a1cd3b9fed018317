import {
  DailySalesListSchema,
  ErrorSchema,
  SalesListSchema,
  SalesQuerySchema,
  SalesSummaryQuerySchema,
  SalesSummarySchema,
  UserSalesSummaryListSchema,
} from '@bingo/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dailySales, salesHistory, salesSummary, usersSalesSummary } from './sales.service';

const E = ErrorSchema;
const tags = ['Sales history'];
const security = [{ bearerAuth: [] }];

/** Every role reads sales, each within its scope: Admin all, Super Agent its agents' shops, and so on. */
export default async function salesRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/SalesHistory',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Sales in the range, newest first',
        querystring: SalesQuerySchema,
        response: { 200: SalesListSchema, 400: E, 401: E },
      },
    },
    (req) => salesHistory(app.db, req.auth, req.query),
  );

  app.get(
    '/SalesHistory/summary',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Totals over the range',
        querystring: SalesSummaryQuerySchema,
        response: { 200: SalesSummarySchema, 400: E, 401: E },
      },
    },
    (req) => salesSummary(app.db, req.auth, req.query),
  );

  app.get(
    '/SalesHistory/users/summary',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Totals per selling user over the range',
        querystring: SalesSummaryQuerySchema,
        response: { 200: UserSalesSummaryListSchema, 400: E, 401: E },
      },
    },
    (req) => usersSalesSummary(app.db, req.auth, req.query),
  );

  app.get(
    '/SalesHistory/daily',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Revenue per day in the hall’s time zone',
        querystring: SalesSummaryQuerySchema,
        response: { 200: DailySalesListSchema, 400: E, 401: E },
      },
    },
    (req) => dailySales(app.db, req.auth, req.query, app.env.HALL_TIME_ZONE),
  );
}
