import { ErrorSchema, NotificationsSchema, NotificationsSeenSchema } from '@bingo/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { markSeen, notifications } from './notifications.service';

const E = ErrorSchema;
const tags = ['Notifications'];
const security = [{ bearerAuth: [] }];

export default async function notificationsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/notifications',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Credits to the caller’s balance since the bell was last opened',
        response: { 200: NotificationsSchema, 401: E },
      },
    },
    (req) => notifications(app.db, req.auth.id),
  );

  app.post(
    '/notifications/seen',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Mark every credit as seen',
        response: { 200: NotificationsSeenSchema, 401: E },
      },
    },
    (req) => markSeen(app.db, req.auth.id),
  );
}
