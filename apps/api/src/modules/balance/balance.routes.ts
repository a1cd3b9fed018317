import {
  type Balance,
  BalanceOverviewSchema,
  BalanceQuerySchema,
  BalanceSchema,
  BalanceTypeChangedSchema,
  IdempotencyHeadersSchema,
  MoneyMovedSchema,
  SetBalanceTypeRequestSchema,
  TopUpRequestSchema,
  TransactionListSchema,
  TransactionsQuerySchema,
  TransferRequestSchema,
} from '@bingo/contracts';
import type { FastifyInstance, FastifySerializerCompiler } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '@/plugins/auth';
import { bearer, errorResponses } from '@/plugins/route-schema';
import {
  balanceOverview,
  getBalance,
  getOwnBalance,
  listTransactions,
  setBalanceType,
  topUp,
  transfer,
} from './balance.service';

const tags = ['Balance'];

/**
 * Halls poll their balance more than they call anything else. The service builds that answer from
 * the contract's type, so it is written directly instead of being checked field by field once more;
 * every other answer of the route (the refusals) goes through the contract's schema as before.
 */
const balanceSerializer = (route: Parameters<typeof serializerCompiler>[0]) => {
  if (route.httpStatus !== '200') return serializerCompiler(route);
  return (data: Balance) => JSON.stringify({ amount: data.amount, balanceType: data.balanceType });
};

/**
 * The money routes check the caller in preValidation, before the body: a caller without the right
 * gets 401 or 403 whatever it sends, and learns nothing from validation messages.
 */
export default async function balanceRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const admin = [app.authenticate, requireRole('Admin')];

  app.get(
    '/Balance',
    {
      // Without a query string nothing can fail validation, so the caller's row is checked by the
      // statement that reads the balance: the hall's busiest request takes one round trip.
      preValidation: (req, reply) =>
        req.url.includes('?') ? app.authenticate(req, reply) : app.verifyToken(req, reply),
      serializerCompiler: balanceSerializer as FastifySerializerCompiler<unknown>,
      schema: {
        tags,
        security: bearer,
        summary: 'Own balance, or a user in the caller’s scope with ?userId=',
        querystring: BalanceQuerySchema,
        response: { 200: BalanceSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (req) => (req.auth ? getBalance(app.db, req.auth, req.query.userId) : getOwnBalance(app.db, req.claims)),
  );

  app.post(
    '/Balance/top-up',
    {
      preValidation: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'Admin tops up a Limited user from issuance',
        headers: IdempotencyHeadersSchema,
        body: TopUpRequestSchema,
        response: { 200: MoneyMovedSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    (req) => topUp(app.db, req.auth, req.body, req.headers['idempotency-key']),
  );

  app.post(
    '/Balance/transfer',
    {
      preValidation: [app.authenticate, requireRole('SuperAgent', 'Agent')],
      schema: {
        tags,
        security: bearer,
        summary: 'A Super Agent pays its agent, an Agent its cashier',
        headers: IdempotencyHeadersSchema,
        body: TransferRequestSchema,
        response: { 200: MoneyMovedSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    (req) => transfer(app.db, req.auth, req.body, req.headers['idempotency-key']),
  );

  app.get(
    '/Balance/transactions',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary:
          'Movements of the caller’s account (Admin: all), newest first; ?counterpartyId= narrows them to one user in scope',
        querystring: TransactionsQuerySchema,
        response: { 200: TransactionListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (req) => listTransactions(app.db, req.auth, req.query),
  );

  app.put(
    '/Balance/type',
    {
      preValidation: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'Switch a user between Limited and Unlimited',
        body: SetBalanceTypeRequestSchema,
        response: { 200: BalanceTypeChangedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) => setBalanceType(app.db, req.auth, req.body),
  );

  app.get(
    '/Balance/overview',
    {
      preValidation: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'Every user with balance and type, and the total system balance',
        response: { 200: BalanceOverviewSchema, ...errorResponses(401, 403) },
      },
    },
    () => balanceOverview(app.db),
  );
}
