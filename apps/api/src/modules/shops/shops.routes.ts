import {
  AssignCashierRequestSchema,
  CreateShopRequestSchema,
  IdParamsSchema,
  MessageSchema,
  ShopListSchema,
  ShopMessageSchema,
  ShopSchema,
  UpdateShopRequestSchema,
} from '@bingo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '@/plugins/auth';
import { bearer, errorResponses } from '@/plugins/route-schema';
import { assignCashier, createShop, deleteShop, editShop, getShop, listVisibleShops } from './shops.service';

const tags = ['Shops'];

const shopsRoutes: FastifyPluginAsyncZod = async (app) => {
  const managers = { preValidation: [app.authenticate, requireRole('Admin', 'SuperAgent', 'Agent')] };

  app.get(
    '/Shop',
    {
      ...managers,
      schema: {
        tags,
        summary: 'Shops in your part of the network, with their agent and cashier',
        security: bearer,
        response: { 200: ShopListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ items: await listVisibleShops(app.db, request.auth) }),
  );

  app.get(
    '/Shop/available',
    {
      ...managers,
      schema: {
        tags,
        summary:
          'Shops in your part of the network with no active cashier (a new cashier moves an inactive one out)',
        security: bearer,
        response: { 200: ShopListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ items: await listVisibleShops(app.db, request.auth, true) }),
  );

  app.post(
    '/Shop',
    {
      ...managers,
      schema: {
        tags,
        summary: 'Create a shop (Admin for any agent, Super Agent for its agents, Agent for itself)',
        security: bearer,
        body: CreateShopRequestSchema,
        response: { 201: ShopSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.status(201).send(await createShop(app.db, request.auth, request.body)),
  );

  app.get(
    '/Shop/:id',
    {
      ...managers,
      schema: {
        tags,
        summary: 'One shop',
        security: bearer,
        params: IdParamsSchema,
        response: { 200: ShopSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getShop(app.db, request.auth, request.params.id),
  );

  app.put(
    '/Shop/:id',
    {
      ...managers,
      schema: {
        tags,
        summary: 'Edit a shop; an Admin or Super Agent may also move it to another of its agents',
        description:
          "Moving it to another agent is refused (409) while its cashier's game runs or shift is open.",
        security: bearer,
        params: IdParamsSchema,
        body: UpdateShopRequestSchema,
        response: { 200: ShopSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => editShop(app.db, request.auth, request.params.id, request.body),
  );

  app.delete(
    '/Shop/:id',
    {
      ...managers,
      schema: {
        tags,
        summary: 'Delete a shop (soft: its history stays; its cashier is released)',
        description: "Refused (409) while its cashier's game runs or shift is open.",
        security: bearer,
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => deleteShop(app.db, request.auth, request.params.id),
  );

  app.post(
    '/shop/assign-cashier',
    {
      preValidation: [app.authenticate, requireRole('Admin', 'Agent')],
      schema: {
        tags,
        summary: 'Seat a cashier in a shop with no active cashier (Admin: any; Agent: its own)',
        description:
          "Refused (409) while the cashier's game runs or shift is open. An inactive cashier in the shop is moved out, unless its own game or shift is still open.",
        security: bearer,
        body: AssignCashierRequestSchema,
        response: { 200: ShopMessageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => assignCashier(app.db, request.auth, request.body),
  );
};

export default shopsRoutes;
