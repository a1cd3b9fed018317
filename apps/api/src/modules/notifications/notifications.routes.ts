import {
  NotificationsSchema,
  NotificationsSeenRequestSchema,
  NotificationsSeenSchema,
} from '@bingo/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearer, errorResponses } from '@/plugins/route-schema';
import { markSeen, notifications } from './notifications.service';

const tags = ['Notifications'];

export default async function notificationsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/notifications',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: 'Credits to the caller’s balance not yet marked seen',
        response: { 200: NotificationsSchema, ...errorResponses(401) },
      },
    },
    (req) => notifications(app.db, req.auth.id),
  );

  app.post(
    '/notifications/seen',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: 'Mark the credits the bell showed as seen',
        description:
          'With `upTo` (the newest credit the menu showed), marks it and every earlier credit; a credit that arrived since stays unseen and is counted in the answer. Without a body, marks every credit so far.',
        body: NotificationsSeenRequestSchema,
        response: { 200: NotificationsSeenSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (req) => markSeen(app.db, req.auth.id, req.body?.upTo),
  );
}
