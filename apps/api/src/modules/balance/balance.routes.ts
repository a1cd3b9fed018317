import {
  BalanceOverviewSchema,
  BalanceQuerySchema,
  BalanceSchema,
  BalanceTypeChangedSchema,
  ErrorSchema,
  IdempotencyHeadersSchema,
  MoneyMovedSchema,
  SetBalanceTypeRequestSchema,
  TopUpRequestSchema,
  TransactionListSchema,
  TransactionsQuerySchema,
  TransferRequestSchema,
} from '@bingo/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '../../plugins/auth';
import {
  balanceOverview,
  getBalance,
  listTransactions,
  setBalanceType,
  topUp,
  transfer,
} from './balance.service';

const E = ErrorSchema;
const tags = ['Balance'];
const security = [{ bearerAuth: [] }];

export default async function balanceRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const admin = [app.authenticate, requireRole('Admin')];

  app.get(
    '/Balance',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Own balance, or a user in the caller’s scope with ?userId=',
        querystring: BalanceQuerySchema,
        response: { 200: BalanceSchema, 400: E, 401: E, 404: E },
      },
    },
    (req) => getBalance(app.db, req.auth, req.query.userId),
  );

  app.post(
    '/Balance/top-up',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Admin tops up a Limited user from issuance',
        headers: IdempotencyHeadersSchema,
        body: TopUpRequestSchema,
        response: { 200: MoneyMovedSchema, 400: E, 401: E, 403: E, 404: E, 422: E },
      },
    },
    (req) => topUp(app.db, req.auth, req.body, req.headers['idempotency-key']),
  );

  app.post(
    '/Balance/transfer',
    {
      preHandler: [app.authenticate, requireRole('SuperAgent', 'Agent')],
      schema: {
        tags,
        security,
        summary: 'A Super Agent pays its agent, an Agent its cashier',
        headers: IdempotencyHeadersSchema,
        body: TransferRequestSchema,
        response: { 200: MoneyMovedSchema, 400: E, 401: E, 403: E, 404: E, 422: E },
      },
    },
    (req) => transfer(app.db, req.auth, req.body, req.headers['idempotency-key']),
  );

  app.get(
    '/Balance/transactions',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Movements of the caller’s account (Admin: all), newest first',
        querystring: TransactionsQuerySchema,
        response: { 200: TransactionListSchema, 400: E, 401: E },
      },
    },
    (req) => listTransactions(app.db, req.auth, req.query),
  );

  app.put(
    '/Balance/type',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Switch a user between Limited and Unlimited',
        body: SetBalanceTypeRequestSchema,
        response: { 200: BalanceTypeChangedSchema, 400: E, 401: E, 403: E, 404: E },
      },
    },
    (req) => setBalanceType(app.db, req.body),
  );

  app.get(
    '/Balance/overview',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Every user with balance and type, and the total system balance',
        response: { 200: BalanceOverviewSchema, 401: E, 403: E },
      },
    },
    () => balanceOverview(app.db),
  );
}
