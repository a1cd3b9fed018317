import { fillText, TEMPLATE_MESSAGES } from '@bingo/contracts';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Env } from '@/env';
import { TooManyRequestsError } from '@/errors';
import { connectRedis } from './redis';

/**
 * Off by default; routes opt in with `config.rateLimit` or `app.createRateLimit`. With REDIS_URL the
 * counters live in Redis under RATE_LIMIT_PREFIX, so every instance behind a load balancer sees the
 * same ones; without it they live in this process.
 */
export default fp(
  async (app: FastifyInstance, opts: { env: Env; redis?: Redis }) => {
    const { REDIS_URL, RATE_LIMIT_PREFIX } = opts.env;
    const redis = opts.redis ?? (REDIS_URL ? await connectRedis(REDIS_URL) : undefined);
    if (redis) {
      // ioredis reconnects on its own; an outage is logged, and logins answer 503 until it is back.
      redis.on('error', (err) => app.log.warn({ err }, 'Redis error'));
      app.addHook('onClose', async () => {
        if (redis.status === 'ready') await redis.quit();
        else redis.disconnect();
      });
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: RATE_LIMIT_PREFIX } : {}),
      errorResponseBuilder: (_request, context) =>
        new TooManyRequestsError(fillText(TEMPLATE_MESSAGES.rateLimit, { wait: context.after })),
    });
  },
  { name: 'rate-limit' },
);
