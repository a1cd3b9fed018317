import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFoundBody } from './error-handler';

/**
 * Serves the built web app from WEB_DIST when it exists, so production is one process on one port.
 * Any GET outside /api that is not a file gets index.html (the client router takes over);
 * everything else that matches no route is a JSON 404.
 */
export default fp(
  async (app: FastifyInstance, opts: { webDist: string }) => {
    const hasWeb = existsSync(join(opts.webDist, 'index.html'));
    const assets = join(opts.webDist, 'assets') + sep;
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: opts.webDist,
        prefix: '/',
        // '/' is a directory to @fastify/static: without an index it answers 403 instead of the app.
        index: 'index.html',
        setHeaders: (reply, path) => {
          // Vite fingerprints files under assets/, so they never change; index.html must always revalidate.
          reply.header(
            'cache-control',
            path.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const isApi = path.toLowerCase() === '/api' || path.toLowerCase().startsWith('/api/');
      if (hasWeb && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.status(404).send(notFoundBody(request));
    });
  },
  { name: 'web' },
);
