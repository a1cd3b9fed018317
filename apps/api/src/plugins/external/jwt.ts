import jwt from '@fastify/jwt';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '@/env';

/** HS256 only: tokens signed with any other algorithm, or none, are refused. */
export default fp(
  async (app: FastifyInstance, opts: { env: Env }) => {
    await app.register(jwt, {
      secret: opts.env.JWT_SECRET,
      sign: { algorithm: 'HS256', expiresIn: opts.env.JWT_EXPIRES_IN },
      verify: { algorithms: ['HS256'] },
      decode: { complete: false },
    });
  },
  { name: 'jwt' },
);
