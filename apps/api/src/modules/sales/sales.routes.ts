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
import { bearer, errorResponses } from '../../plugins/route-schema';
import { dailySales, salesHistory, salesSummary, usersSalesSummary } from './sales.service';

const tags = ['Sales history'];

/** Every role reads sales, each within its scope: Admin all, Super Agent its agents' shops, and so on. */
export default async function salesRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/SalesHistory',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: 'Sales in the range, newest first',
        querystring: SalesQuerySchema,
        response: { 200: SalesListSchema, ...errorResponses(400, 401) },
      },
    },
    (req) => salesHistory(app.db, req.auth, req.query),
  );

  app.get(
    '/SalesHistory/summary',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: 'Totals over the range',
        querystring: SalesSummaryQuerySchema,
        response: { 200: SalesSummarySchema, ...errorResponses(400, 401) },
      },
    },
    (req) => salesSummary(app.db, req.auth, req.query),
  );

  app.get(
    '/SalesHistory/users/summary',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: 'Totals per selling user over the range',
        querystring: SalesSummaryQuerySchema,
        response: { 200: UserSalesSummaryListSchema, ...errorResponses(400, 401) },
      },
    },
    (req) => usersSalesSummary(app.db, req.auth, req.query),
  );

  app.get(
    '/SalesHistory/daily',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: 'Revenue per day in the hall’s time zone',
        querystring: SalesSummaryQuerySchema,
        response: { 200: DailySalesListSchema, ...errorResponses(400, 401) },
      },
    },
    (req) => dailySales(app.db, req.auth, req.query, app.env.HALL_TIME_ZONE),
  );
}
