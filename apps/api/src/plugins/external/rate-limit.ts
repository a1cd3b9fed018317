import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TooManyRequestsError } from '../../errors';

/**
 * Off by default; routes opt in with `config.rateLimit`. The store is in memory, which is right for
 * one instance (a shared store is needed once several instances run behind a load balancer).
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new TooManyRequestsError(`Too many attempts. Please wait ${context.after} and try again.`),
    });
  },
  { name: 'rate-limit' },
);
