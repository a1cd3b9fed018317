import { type Role, RoleSchema } from '@bingo/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { users } from '../db/schema';
import { ForbiddenError, UnauthorizedError } from '../errors';

export type TokenClaims = { sub: string; email: string; role: Role; tv: number };

/** The caller, as loaded from the database on every request (not as claimed by the token). */
export type AuthUser = { id: string; email: string; role: Role; tokenVersion: number };

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    issueToken: (user: { id: string; email: string; role: Role; tokenVersion: number }) => string;
  }
  interface FastifyRequest {
    auth: AuthUser;
  }
}

const ClaimsSchema = z.object({
  sub: z.uuid(),
  email: z.string(),
  role: RoleSchema,
  tv: z.number().int().nonnegative(),
});

export const NO_TOKEN_MESSAGE = 'Authentication required. Please log in.';

/** A preHandler that refuses roles which may never call the route (403). Run after `authenticate`. */
export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!roles.includes(request.auth.role)) throw new ForbiddenError();
  };
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auth', null as unknown as AuthUser);

    app.decorate('issueToken', (user: AuthUser) =>
      app.jwt.sign({ sub: user.id, email: user.email, role: user.role, tv: user.tokenVersion }),
    );

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      if (!header || !/^Bearer\s+\S+/i.test(header)) throw new UnauthorizedError(NO_TOKEN_MESSAGE);
      let decoded: unknown;
      try {
        decoded = await request.jwtVerify();
      } catch {
        throw new UnauthorizedError();
      }
      const claims = ClaimsSchema.safeParse(decoded);
      if (!claims.success) throw new UnauthorizedError();
      const [row] = await app.db
        .select({
          id: users.id,
          email: users.email,
          role: users.role,
          tokenVersion: users.tokenVersion,
          isActive: users.isActive,
        })
        .from(users)
        .where(eq(users.id, claims.data.sub))
        .limit(1);
      // Logout, password reset, deactivation and role changes bump the version, so older tokens die at once.
      if (!row?.isActive || row.tokenVersion !== claims.data.tv || row.role !== claims.data.role) {
        throw new UnauthorizedError();
      }
      request.auth = { id: row.id, email: row.email, role: row.role, tokenVersion: row.tokenVersion };
    });
  },
  { name: 'auth', dependencies: ['jwt', 'db'] },
);
