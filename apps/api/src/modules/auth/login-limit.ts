import { fillText, SERVER_MESSAGES, TEMPLATE_MESSAGES } from '@bingo/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, TooManyRequestsError } from '@/errors';

const LOGIN_LIMIT_MESSAGES = {
  email: (wait: string) => fillText(TEMPLATE_MESSAGES.loginLimitEmail, { wait }),
  address: (wait: string) => fillText(TEMPLATE_MESSAGES.loginLimitAddress, { wait }),
} as const;

function waitText(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, seconds)} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Two counters on every login attempt that passed validation: one per e-mail, whatever the address
 * (so a locked account stays locked from anywhere, even with the right password), and one per client
 * address (request.ip: the socket's, or X-Forwarded-For's only behind a TRUST_PROXY proxy).
 * They live in Redis when REDIS_URL is set, so they hold across instances.
 */
export function loginLimit(app: FastifyInstance) {
  const timeWindow = app.env.LOGIN_RATE_LIMIT_WINDOW;
  const byEmail = app.createRateLimit({
    max: app.env.LOGIN_RATE_LIMIT_MAX,
    timeWindow,
    keyGenerator: (request) => `login:email:${(request.body as { email: string }).email}`,
  });
  const byAddress = app.createRateLimit({
    max: app.env.LOGIN_RATE_LIMIT_IP_MAX,
    timeWindow,
    keyGenerator: (request) => `login:ip:${request.ip}`,
  });

  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    let counted: Awaited<ReturnType<typeof byEmail>>[];
    try {
      counted = await Promise.all([byEmail(request), byAddress(request)]);
    } catch (err) {
      // The counters' store (Redis) is unreachable: refuse rather than let guesses through uncounted.
      request.log.error({ err }, 'login limit store failed');
      throw new AppError(503, 'Service Unavailable', SERVER_MESSAGES.busy);
    }
    const [email, address] = counted as [(typeof counted)[number], (typeof counted)[number]];
    for (const [limit, message] of [
      [email, LOGIN_LIMIT_MESSAGES.email],
      [address, LOGIN_LIMIT_MESSAGES.address],
    ] as const) {
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', limit.ttlInSeconds);
        throw new TooManyRequestsError(message(waitText(limit.ttlInSeconds)));
      }
    }
  };
}
