import {
  CommissionRateListSchema,
  CommissionRateSchema,
  ErrorSchema,
  MessageSchema,
  SaveCommissionRateSchema,
  TypeIndexParamsSchema,
  UpdateCommissionRateSchema,
} from '@bingo/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '../../plugins/auth';
import {
  deleteCommissionRate,
  listCommissionRates,
  saveCommissionRate,
  updateCommissionRate,
} from './commission.service';

const E = ErrorSchema;
const tags = ['Commission'];
const security = [{ bearerAuth: [] }];

export default async function commissionRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const admin = [app.authenticate, requireRole('Admin')];

  app.get(
    '/commission',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Commission rates per tier',
        response: { 200: CommissionRateListSchema, 401: E },
      },
    },
    () => listCommissionRates(app.db),
  );

  app.post(
    '/commission',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Save the rate of a tier (replaces an existing one)',
        body: SaveCommissionRateSchema,
        response: { 200: CommissionRateSchema, 400: E, 401: E, 403: E },
      },
    },
    (req) => saveCommissionRate(app.db, req.body.typeIndex, req.body.rate),
  );

  app.put(
    '/commission/:typeIndex',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Change the rate of a tier',
        params: TypeIndexParamsSchema,
        body: UpdateCommissionRateSchema,
        response: { 200: CommissionRateSchema, 400: E, 401: E, 403: E, 404: E },
      },
    },
    (req) => updateCommissionRate(app.db, req.params.typeIndex, req.body.rate),
  );

  app.delete(
    '/commission/:typeIndex',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Delete the rate of a tier (games then use 10 × typeIndex %)',
        params: TypeIndexParamsSchema,
        response: { 200: MessageSchema, 400: E, 401: E, 403: E, 404: E },
      },
    },
    (req) => deleteCommissionRate(app.db, req.params.typeIndex),
  );
}
