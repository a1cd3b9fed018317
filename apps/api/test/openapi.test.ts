import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify, { type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app as bingoApp, serverOptions } from '../src/app';
import { createTestDb, type TestDatabase, testEnv } from './support';

type OpenApiDoc = {
  openapi: string;
  paths: Record<string, Record<string, { responses?: Record<string, unknown>; security?: unknown[] }>>;
  components?: { securitySchemes?: Record<string, unknown> };
};

let database: TestDatabase;
const instance = Fastify(serverOptions(testEnv()));
const routes: { method: string; url: string; hidden: boolean }[] = [];

beforeAll(async () => {
  database = await createTestDb();
  instance.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routes.push({ method: method.toLowerCase(), url: route.url, hidden: route.schema?.hide === true });
    }
  });
  await instance.register(fp(bingoApp), { env: testEnv(), db: database.db });
  await instance.ready();
});
afterAll(async () => {
  await instance.close();
  await database?.close();
});

const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const res = await instance.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json() as OpenApiDoc;
    const result = await new Validator().validate(doc as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components?.securitySchemes).toHaveProperty('bearerAuth');
  });

  it('names every operation once, and marks sign-in and the public game as open', async () => {
    const doc = (await instance.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDoc;
    const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ at: `${method} ${path}`, ...op })),
    ) as { at: string; operationId?: string; security?: unknown[] }[];
    expect(ops.filter((op) => !op.operationId).map((op) => op.at)).toEqual([]);
    const ids = ops.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ops.find((op) => op.at === 'post /api/auth/login')).toMatchObject({
      operationId: 'authLogin',
      security: [],
    });
    expect(ops.find((op) => op.at === 'get /api/public/games/{id}')?.security).toEqual([]);
    expect(ops.find((op) => op.at === 'get /api/Balance')).toMatchObject({
      operationId: 'getBalance',
      security: [{ bearerAuth: [] }],
    });
  });

  it('lists every API route with its method and responses', async () => {
    const doc = (await instance.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDoc;
    const apiRoutes = routes.filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && !r.hidden && r.method !== 'head',
    );
    expect(apiRoutes.length).toBeGreaterThanOrEqual(24);
    const missing = apiRoutes.filter((r) => !doc.paths[toOpenApiPath(r.url)]?.[r.method]);
    expect(missing).toEqual([]);
    for (const r of apiRoutes) {
      const op = doc.paths[toOpenApiPath(r.url)]?.[r.method];
      expect(
        Object.keys(op?.responses ?? {}).some((code) => code.startsWith('2')),
        `${r.method} ${r.url}`,
      ).toBe(true);
    }
    console.log(`OpenAPI: ${apiRoutes.length} routes, all documented`);
  });

  it('serves the interactive docs under /api/docs', async () => {
    const res = await instance.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });
});
