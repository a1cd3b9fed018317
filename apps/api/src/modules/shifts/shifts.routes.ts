import {
  ClosePreviewQuerySchema,
  ClosePreviewSchema,
  CloseShiftSchema,
  CurrentShiftSchema,
  IdempotencyHeadersSchema,
  IdParamsSchema,
  OpenShiftSchema,
  ShiftCorrectionInputSchema,
  ShiftListQuerySchema,
  ShiftListSchema,
  ShiftSchema,
  ShiftSettingsSchema,
} from '@bingo/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '@/plugins/auth';
import { bearer, errorResponses } from '@/plugins/route-schema';
import { getSettings, saveSettings } from './shift-settings.service';
import {
  addCorrection,
  closePreview,
  closeShift,
  currentShift,
  getShift,
  listShifts,
  openShift,
} from './shifts.service';

const tags = ['Shifts'];

/**
 * A cashier opens and closes its shifts with a cash count; its agent (and the super agent and Admin
 * above) reads them by day, closes a forgotten one and adds corrections. Scoped like sales.
 */
export default async function shiftsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tz = () => app.env.HALL_TIME_ZONE;
  const cashier = [app.authenticate, requireRole('Cashier')];
  const reviewer = [app.authenticate, requireRole('Admin', 'SuperAgent', 'Agent')];

  app.post(
    '/shifts/open',
    {
      preValidation: cashier,
      schema: {
        tags,
        security: bearer,
        summary: 'Open a shift with the cash counted in the drawer',
        body: OpenShiftSchema,
        response: { 200: ShiftSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    (req) => openShift(app.db, req.auth, req.body, tz()),
  );

  app.get(
    '/shifts/current',
    {
      preValidation: cashier,
      schema: {
        tags,
        security: bearer,
        summary: 'The cashier’s open shift with its live figures, or the cash handed over to the next',
        response: { 200: CurrentShiftSchema, ...errorResponses(401, 403) },
      },
    },
    (req) => currentShift(app.db, req.auth, tz()),
  );

  app.get(
    '/shifts/settings',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: 'What the agent wants flagged on its cashiers’ shifts',
        response: { 200: ShiftSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    (req) => getSettings(app.db, req.auth),
  );

  app.put(
    '/shifts/settings',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: 'Set the over/short threshold and the abandoned games allowed per shift',
        body: ShiftSettingsSchema,
        response: { 200: ShiftSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (req) => saveSettings(app.db, req.auth, req.body),
  );

  app.get(
    '/shifts',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: 'Shifts open at some time of a day in the hall’s time zone, with figures and flags',
        querystring: ShiftListQuerySchema,
        response: { 200: ShiftListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (req) => listShifts(app.db, req.auth, req.query, tz()),
  );

  app.get(
    '/shifts/:id',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: 'One shift with its figures, corrections and flags',
        params: IdParamsSchema,
        response: { 200: ShiftSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (req) => getShift(app.db, req.auth, req.params.id, tz()),
  );

  app.get(
    '/shifts/:id/close-preview',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: 'The breakdown and over/short a close with this count would record',
        params: IdParamsSchema,
        querystring: ClosePreviewQuerySchema,
        response: { 200: ClosePreviewSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    (req) => closePreview(app.db, req.auth, req.params.id, req.query.countedCash, tz()),
  );

  app.post(
    '/shifts/:id/close',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: 'Close a shift with the cash counted; optionally hand the cash over to the next shift',
        params: IdParamsSchema,
        body: CloseShiftSchema,
        response: { 200: ShiftSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    (req) => closeShift(app.db, req.auth, req.params.id, req.body, tz()),
  );

  app.post(
    '/shifts/:id/corrections',
    {
      // A correction is the reviewer's entry beside the cashier's count (DESIGN §9: the agent
      // reviews), so the cashier cannot correct its own shift.
      preValidation: reviewer,
      schema: {
        tags,
        security: bearer,
        summary: 'Add a signed correction with its reason; the shift itself is never edited',
        description:
          'Admin, Super Agent or Agent, on a shift it sees; a cashier is refused (403). With an Idempotency-Key, a retry answers what the first request did and stores nothing more (the same key with another body: 422).',
        params: IdParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: ShiftCorrectionInputSchema,
        response: { 200: ShiftSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    (req) => addCorrection(app.db, req.auth, req.params.id, req.body, tz(), req.headers['idempotency-key']),
  );
}
