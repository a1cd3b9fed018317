import { NotificationsSchema, NotificationsSeenSchema } from '@bingo/contracts';
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
        summary: 'Credits to the caller’s balance since the bell was last opened',
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
        summary: 'Mark every credit as seen',
        response: { 200: NotificationsSeenSchema, ...errorResponses(401) },
      },
    },
    (req) => markSeen(app.db, req.auth.id),
  );
}
