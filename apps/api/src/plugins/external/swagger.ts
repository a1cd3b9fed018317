import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { operationId } from './operation-id';

export const DOCS_PREFIX = '/api/docs';

/** Every tag a route uses, described, in the order the document lists them. */
const TAGS = [
  { name: 'Auth', description: 'Signing in and out, and the signed-in user’s own account.' },
  {
    name: 'Users',
    description: 'The network’s users: agents, super agents and cashiers in the caller’s scope.',
  },
  { name: 'Shops', description: 'Bingo halls and the cashier assigned to each.' },
  { name: 'Dashboard', description: 'Figures for the caller’s landing page.' },
  {
    name: 'Balance',
    description: 'Balances, top-ups, transfers and the transaction history (amounts in Birr).',
  },
  { name: 'Notifications', description: 'Messages for the signed-in user.' },
  { name: 'Games', description: 'Buying, calling, checking and ending a bingo game, server-paced.' },
  { name: 'Sales history', description: 'Games sold, with summaries per user and per day.' },
  { name: 'Commission', description: 'The commission rate of each game tier.' },
  { name: 'Game settings', description: 'Each shop’s card limits, bets and last-call rule.' },
  { name: 'Jackpots', description: 'The bonus a shop offers on its games.' },
];

const zodTransform = createJsonSchemaTransform({ skipList: [] });

/**
 * The zod transform, plus an operationId derived from the route (a route may name its own) so a
 * generated client has a method name for every operation; two routes deriving one name stop the start.
 */
function withOperationIds(): typeof zodTransform {
  const seen = new Map<string, string>();
  return (input) => {
    const out = zodTransform(input);
    const schema = out.schema as { operationId?: string; hide?: boolean };
    if (schema.hide) return out;
    const route = `${input.route.method} ${out.url ?? input.url}`;
    const id = schema.operationId ?? operationId(String(input.route.method), out.url ?? input.url);
    const other = seen.get(id);
    if (other && other !== route)
      throw new Error(`operationId ${id} is derived for both ${other} and ${route}`);
    seen.set(id, route);
    return { ...out, schema: { ...out.schema, operationId: id } };
  };
}

/** The OpenAPI document is generated from the contracts' zod schemas on the routes. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Bingo Hall API',
          description:
            'Accounts, shops, balances and bingo games for a network of bingo halls. Amounts are Birr with at most 2 decimals.',
          version: '1.0.0',
          license: { name: 'MIT', identifier: 'MIT' },
        },
        // Relative: the document is right wherever the API is served (the hall's own server).
        servers: [{ url: '/', description: 'The server that serves this document' }],
        tags: TAGS,
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: withOperationIds(),
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      // The package default adds upgrade-insecure-requests, which breaks the page on a plain-http hall network.
      staticCSP:
        "default-src 'self'; base-uri 'self'; font-src 'self' data:; frame-ancestors 'self'; img-src 'self' data:; object-src 'none'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'",
    });
  },
  { name: 'swagger' },
);
