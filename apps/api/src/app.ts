import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Db } from './db/client';
import type { Env } from './env';
import auth from './plugins/auth';
import db from './plugins/db';
import errorHandler, { sendFrameworkError } from './plugins/error-handler';
import { errorForLog } from './plugins/error-log';
import helmet from './plugins/external/helmet';
import jwt from './plugins/external/jwt';
import rateLimit from './plugins/external/rate-limit';
import swagger from './plugins/external/swagger';
import mailer from './plugins/mailer';
import { answerOptions, recordRouteMethods } from './plugins/options';
import { MAX_PARAM_LENGTH } from './plugins/route-match';
import web from './plugins/web';
import { checkWebBuild, type WebBuild } from './plugins/web-time-zone';
import routes from './routes';

export type AppOptions = {
  env: Env;
  db: Db;
  /** What the start decided about WEB_DIST (server.ts); decided here when absent, as in the tests. */
  webBuild?: WebBuild;
  /**
   * The Redis at REDIS_URL, connected by the start before anything is written (here when absent);
   * the app closes it.
   */
  redis?: Redis;
};

/** The whole application as a plugin: external plugins, then app plugins, then routes under /api. */
export async function app(instance: FastifyInstance, opts: AppOptions): Promise<void> {
  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only; any other body type is a clear 415 instead of a confusing 400.
  instance.removeContentTypeParser('text/plain');
  const routeMethods = recordRouteMethods(instance);

  await instance.register(helmet);
  await instance.register(jwt, { env: opts.env });
  await instance.register(swagger);
  await instance.register(rateLimit, { env: opts.env, redis: opts.redis });

  await instance.register(db, { db: opts.db, env: opts.env });
  await instance.register(auth);
  await instance.register(mailer, { env: opts.env });
  await instance.register(errorHandler);
  await instance.register(web, {
    webDist: opts.env.WEB_DIST,
    build: opts.webBuild ?? checkWebBuild(opts.env),
    routes: routeMethods,
  });

  await instance.register(routes, { prefix: '/api' });
  answerOptions(instance, routeMethods);
}

/**
 * Fastify reads a bare number as "trust nothing"; a hop count here means the client is the address
 * that many proxies back, as in Express. Only for an API that cannot be reached but through them.
 */
function trustProxyOption(trust: Env['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export function serverOptions(env: Env): FastifyServerOptions {
  return {
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL, serializers: { err: errorForLog } },
    // Two info lines per request cost the busiest reads (balance polls) a share of their CPU; in
    // production the access log belongs to the proxy in front. Refusals and failures are still logged.
    logController: new LogController({ disableRequestLogging: env.NODE_ENV === 'production' }),
    // The spec's clients call /api/Balance and /api/balance alike.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    bodyLimit: 256 * 1024,
    // X-Forwarded-For names the client only when the request comes from a proxy listed here;
    // trusting it by default would let any client pick the address the login limit counts.
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    frameworkErrors: (err, request, reply) => sendFrameworkError(err, request, reply),
  };
}

/** Builds a ready-to-listen (or ready-to-inject) instance. The caller owns the database. */
export async function buildApp(opts: AppOptions) {
  const instance = Fastify(serverOptions(opts.env)).withTypeProvider<ZodTypeProvider>();
  // Unwrapped, so the decorators (db, authenticate, issueToken) are visible on the returned instance.
  await instance.register(fp(app, { name: 'bingo-app' }), opts);
  await instance.ready();
  return instance;
}
