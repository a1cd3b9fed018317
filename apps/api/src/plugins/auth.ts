import { type Role, RoleSchema } from '@bingo/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { type AuthUser, currentCaller, type TokenClaims } from '../modules/auth/caller';
import { loadCaller } from '../modules/auth/callers.repo';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * Checks only the token's signature and claims, into `request.claims`. The route's own statement
     * must then load the caller's row and pass it to `currentCaller` (one round trip instead of two).
     */
    verifyToken: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    issueToken: (user: AuthUser) => string;
  }
  interface FastifyRequest {
    auth: AuthUser;
    claims: TokenClaims;
  }
}

const ClaimsSchema = z.object({
  sub: z.uuid(),
  email: z.string(),
  role: RoleSchema,
  tv: z.number().int().nonnegative(),
  // A token that never expires would outlive any leak; every token this app signs carries one.
  exp: z.number(),
});

export const NO_TOKEN_MESSAGE = 'Authentication required. Please log in.';

/**
 * Refuses roles which may never call the route (403). Run after `authenticate`, in preValidation, so
 * that a caller's role is judged before their body.
 */
export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!roles.includes(request.auth.role)) throw new ForbiddenError();
  };
}

type Verified = Map<string, { claims: TokenClaims; expiresAt: number }>;
const VERIFIED_MAX = 10_000;

function remember(verified: Verified, header: string, claims: TokenClaims, exp: number): void {
  if (verified.size >= VERIFIED_MAX) {
    const oldest = verified.keys().next().value;
    if (oldest !== undefined) verified.delete(oldest);
  }
  verified.set(header, { claims, expiresAt: exp * 1000 });
}

/**
 * The caller's signed and well-formed claims; anything else is a 401. A client sends the same token
 * with every request, and the HMAC and decoding were a tenth of a balance read's CPU, so an
 * Authorization header already checked by this app is remembered until the token expires. Only the
 * signature check is remembered: the token version and active flag are read on every request.
 */
async function readClaims(request: FastifyRequest, verified: Verified): Promise<TokenClaims> {
  const header = request.headers.authorization;
  if (!header || !/^Bearer\s+\S+/i.test(header)) throw new UnauthorizedError(NO_TOKEN_MESSAGE);
  const known = verified.get(header);
  if (known && known.expiresAt > Date.now()) return known.claims;
  if (known) verified.delete(header);
  let decoded: unknown;
  try {
    decoded = await request.jwtVerify();
  } catch {
    throw new UnauthorizedError();
  }
  const claims = ClaimsSchema.safeParse(decoded);
  if (!claims.success) throw new UnauthorizedError();
  const { exp, ...tokenClaims } = claims.data;
  remember(verified, header, tokenClaims, exp);
  return tokenClaims;
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auth', null as unknown as AuthUser);
    app.decorateRequest('claims', null as unknown as TokenClaims);

    app.decorate('issueToken', (user: AuthUser) =>
      app.jwt.sign({ sub: user.id, email: user.email, role: user.role, tv: user.tokenVersion }),
    );

    // Per app, so a token is only ever trusted by the key that signed it.
    const verified: Verified = new Map();

    app.decorate('verifyToken', async (request: FastifyRequest) => {
      request.claims = await readClaims(request, verified);
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const claims = await readClaims(request, verified);
      request.claims = claims;
      request.auth = currentCaller(await loadCaller(app.db, claims.sub), claims);
    });
  },
  { name: 'auth', dependencies: ['jwt', 'db'] },
);
