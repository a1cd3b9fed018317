import { join, sep } from 'node:path';
import { API_ADDRESS } from '@bingo/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { addressTooLongBody, methodNotAllowedBody, notFoundBody } from './error-handler';
import type { RouteMethods } from './options';
import { matchAddress } from './route-match';
import type { WebBuild } from './web-time-zone';

type WebOptions = {
  webDist: string;
  /** Whether the build in webDist was made for the API's zone (checkWebBuild), decided once. */
  build: WebBuild;
  routes: RouteMethods;
};

/**
 * Serves the built web app from WEB_DIST when it exists, so production is one process on one port.
 * A GET for a client route gets index.html (the client router takes over); everything else that
 * matches no route is a JSON 404, including a missing file, or a 405 where the API address exists
 * but not for that method. The web app must have been built for the API's HALL_TIME_ZONE: in
 * production another is refused, in development it is left unserved with a warning.
 */
export default fp(
  async (app: FastifyInstance, opts: WebOptions) => {
    if (opts.build.warning) app.log.warn(opts.build.warning);
    const hasWeb = opts.build.serve;
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
      // The files' catch-all route takes every GET no API route matched, and it refuses a '//' or a
      // name too long for a file with a 403; under /api such an address is an unknown route, and a
      // page address that is no file's name ('//admin') is answered as any other unknown address.
      app.addHook('onRequest', async (request, reply) => {
        if (request.routeOptions.url !== '/*') return;
        if (!API_ADDRESS.test(request.url) && !isNoFileName(request.url)) return;
        reply.callNotFound();
        return reply;
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      // Only API addresses are recorded; a page's reload or deep link need not look.
      const match = API_ADDRESS.test(path) ? matchAddress(opts.routes, path) : undefined;
      // A GET with an overlong id reaches here through the files' catch-all, not the router's 414.
      if (match === 'too-long') return reply.status(414).send(addressTooLongBody());
      if (match && !match.methods.has(request.method)) {
        return reply.header('allow', match.allow).status(405).send(methodNotAllowedBody(request));
      }
      if (hasWeb && isClientRoute(path) && (request.method === 'GET' || request.method === 'HEAD')) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.status(404).send(notFoundBody(request));
    });
  },
  { name: 'web' },
);

/** The API's and the built files' own folders: nothing under them is a page of the app. */
const NOT_APP = /^\/+(?:api|assets|audio)(?:\/|$)/i;

/**
 * A missing file must not be answered with the app: the service worker and the voice loader would
 * take the page for the file (a voice clip as HTML, cached), where a 404 sends them to the fallback.
 */
function isClientRoute(path: string): boolean {
  if (NOT_APP.test(path)) return false;
  // No client route has a dot in its last segment (ids are UUIDs, display tokens base64url).
  return !/\.[^/.]+$/.test(path);
}

/** An empty, '.' or '..' segment or a backslash, once decoded: the files refuse it as no file's name. */
const NO_FILE_NAME = /\/\/|\/\.\.?(?:\/|$)|\\/;

/** The most bytes a file's name may have; a longer segment is refused by the file system. */
const NAME_MAX = 255;

function isNoFileName(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  try {
    const decoded = decodeURIComponent(path);
    return (
      NO_FILE_NAME.test(decoded) || decoded.split('/').some((name) => Buffer.byteLength(name) > NAME_MAX)
    );
  } catch {
    return true;
  }
}
