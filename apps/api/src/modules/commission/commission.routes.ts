import {
  CommissionRateListSchema,
  CommissionRateSchema,
  MessageSchema,
  SaveCommissionRateSchema,
  TypeIndexParamsSchema,
  UpdateCommissionRateSchema,
} from '@bingo/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '@/plugins/auth';
import { bearer, errorResponses } from '@/plugins/route-schema';
import {
  deleteCommissionRate,
  listCommissionRates,
  saveCommissionRate,
  updateCommissionRate,
} from './commission.service';

const tags = ['Commission'];

export default async function commissionRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const admin = [app.authenticate, requireRole('Admin')];

  app.get(
    '/commission',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: 'Commission rates per tier',
        response: { 200: CommissionRateListSchema, ...errorResponses(401) },
      },
    },
    () => listCommissionRates(app.db),
  );

  app.post(
    '/commission',
    {
      preValidation: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'Save the rate of a tier (replaces an existing one)',
        body: SaveCommissionRateSchema,
        response: { 200: CommissionRateSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (req) => saveCommissionRate(app.db, req.auth.id, req.body.typeIndex, req.body.rate),
  );

  app.put(
    '/commission/:typeIndex',
    {
      preValidation: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'Change the rate of a tier',
        params: TypeIndexParamsSchema,
        body: UpdateCommissionRateSchema,
        response: { 200: CommissionRateSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) => updateCommissionRate(app.db, req.auth.id, req.params.typeIndex, req.body.rate),
  );

  app.delete(
    '/commission/:typeIndex',
    {
      preValidation: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'Delete the rate of a tier (games then use 10 × typeIndex %)',
        params: TypeIndexParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) => deleteCommissionRate(app.db, req.auth.id, req.params.typeIndex),
  );
}
