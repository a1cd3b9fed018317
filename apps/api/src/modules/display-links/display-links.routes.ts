import {
  CreateDisplayLinkSchema,
  CreatedDisplayLinkSchema,
  DisplayLinkListSchema,
  DisplayTokenParamsSchema,
  IdParamsSchema,
  MessageSchema,
  RemoteDisplaySchema,
} from '@bingo/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '@/plugins/auth';
import { bearer, errorResponses, open } from '@/plugins/route-schema';
import {
  createDisplayLink,
  listDisplayLinks,
  remoteDisplay,
  revokeDisplayLink,
} from './display-links.service';

const tags = ['Display links'];

export default async function displayLinksRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const owner = [app.authenticate, requireRole('Cashier', 'Agent')];

  app.post(
    '/display-links',
    {
      preValidation: owner,
      schema: {
        tags,
        security: bearer,
        summary: 'A read-only display link for the shop (the token is shown only in this answer)',
        body: CreateDisplayLinkSchema,
        response: { 200: CreatedDisplayLinkSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) => createDisplayLink(app.db, req.auth, req.body, `${req.protocol}://${req.host}`),
  );

  app.get(
    '/display-links',
    {
      preValidation: owner,
      schema: {
        tags,
        security: bearer,
        summary: 'The live display links of the caller’s shops',
        response: { 200: DisplayLinkListSchema, ...errorResponses(401, 403) },
      },
    },
    (req) => listDisplayLinks(app.db, req.auth),
  );

  app.delete(
    '/display-links/:id',
    {
      preValidation: owner,
      schema: {
        tags,
        security: bearer,
        summary: 'Revoke a display link: its display stops at its next poll',
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => revokeDisplayLink(app.db, req.auth, req.params.id),
  );

  // No login: the token is the whole right, and it grants this one read and nothing else.
  app.get(
    '/public/display/:token',
    {
      schema: {
        tags,
        security: open,
        summary: 'The shop’s current game as its display shows it (released calls only)',
        params: DisplayTokenParamsSchema,
        response: { 200: RemoteDisplaySchema, ...errorResponses(400, 404) },
      },
    },
    (req) => remoteDisplay(app.db, req.params.token),
  );
}
