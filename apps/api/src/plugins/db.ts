import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import type { Env } from '../env';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    env: Env;
  }
}

/** The database is opened by the caller (server or test), so the app never owns a global one. */
export default fp(
  async (app: FastifyInstance, opts: { db: Db; env: Env }) => {
    app.decorate('db', opts.db);
    app.decorate('env', opts.env);
  },
  { name: 'db' },
);
