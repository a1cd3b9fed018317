import { isIPv6 } from 'node:net';
import { fillText, SERVER_MESSAGES, TEMPLATE_MESSAGES } from '@bingo/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, TooManyRequestsError } from '@/errors';

const LOGIN_LIMIT_MESSAGES = {
  email: (wait: string) => fillText(TEMPLATE_MESSAGES.loginLimitEmail, { wait }),
  address: (wait: string) => fillText(TEMPLATE_MESSAGES.loginLimitAddress, { wait }),
} as const;

/** The wait, rounded up, in the largest unit that still reads naturally: a week's window is 168 hours, not 10080 minutes. */
function waitText(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, seconds)} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(seconds / 3600);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/**
 * The part of a client address one guesser cannot rotate: an IPv4 address (also when written inside
 * IPv6 as ::ffff:a.b.c.d), or an IPv6 address's /64, which a single customer line gets whole.
 */
export function addressKey(ip: string): string {
  const bare = ip.split('%')[0] ?? ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(bare)) return bare;
  const [head = '', tail] = bare.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** The account a password is tried on: the e-mail a login names, or the caller changing its own. */
const accountOf = (request: FastifyRequest) =>
  (request.body as { email?: string }).email ?? (request as { auth?: { email: string } }).auth?.email;

/**
 * Two counters on every password tried (a login that passed validation, or a change of one's own
 * password, which checks the current one): one per account, whatever the address (so a locked
 * account stays locked from anywhere, even with the right password), and one per client address
 * (request.ip: the socket's, or X-Forwarded-For's only behind a TRUST_PROXY proxy). Made once for
 * both routes, so they count together. They live in Redis when REDIS_URL is set, so they hold
 * across instances.
 */
export function loginLimit(app: FastifyInstance) {
  const timeWindow = app.env.LOGIN_RATE_LIMIT_WINDOW_MS;
  const byEmail = app.createRateLimit({
    max: app.env.LOGIN_RATE_LIMIT_MAX,
    timeWindow,
    keyGenerator: (request) => `login:email:${accountOf(request)}`,
  });
  const byAddress = app.createRateLimit({
    max: app.env.LOGIN_RATE_LIMIT_IP_MAX,
    timeWindow,
    keyGenerator: (request) => `login:ip:${addressKey(request.ip)}`,
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
