import type { FastifyInstance } from 'fastify';

/** The methods each API address takes, by the address in lower case (the router ignores case). */
export type RouteMethods = Map<string, { url: string; methods: Set<string> }>;

const API_ROUTE = /^\/api(?:\/|$)/i;

/** Notes the methods of every API route registered from here on. */
export function recordRouteMethods(app: FastifyInstance): RouteMethods {
  const routes: RouteMethods = new Map();
  app.addHook('onRoute', ({ url, method }) => {
    if (!API_ROUTE.test(url)) return;
    const route = routes.get(url.toLowerCase()) ?? { url, methods: new Set<string>() };
    for (const one of [method].flat()) route.methods.add(one);
    routes.set(url.toLowerCase(), route);
  });
  return routes;
}

/**
 * Fastify answers OPTIONS only where a route says so, and OPTIONS /api/Balance was a 404 that said
 * the route does not exist. The app is served from the API's own origin, so there is no CORS
 * preflight to answer: each address answers 204 with the methods it takes in Allow.
 */
export function answerOptions(app: FastifyInstance, routes: RouteMethods): void {
  for (const { url, methods } of routes.values()) {
    if (methods.has('OPTIONS')) continue;
    const allow = [...methods, 'OPTIONS'].sort().join(', ');
    app.options(url, { schema: { hide: true } }, (_request, reply) =>
      reply.header('allow', allow).code(204).send(),
    );
  }
}
