import type { RouteMethods } from './options';

/** The longest path parameter the router takes; a longer one is refused as an address too long. */
export const MAX_PARAM_LENGTH = 200;

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route's address as the router reads it: a `:name` is one segment of `param`, a `*` the rest. */
function routePattern(url: string, param: string): RegExp {
  const parts = url.split(/(:\w+|\*)/).map((part) => {
    if (part === '*') return '.*';
    return part.startsWith(':') ? param : literal(part);
  });
  return new RegExp(`^${parts.join('')}/?$`, 'i');
}

const patterns = new Map<string, { taken: RegExp; anyLength: RegExp }>();

function patternsOf(url: string) {
  let pair = patterns.get(url);
  if (!pair) {
    pair = {
      taken: routePattern(url, `[^/]{1,${MAX_PARAM_LENGTH}}`),
      anyLength: routePattern(url, '[^/]+'),
    };
    patterns.set(url, pair);
  }
  return pair;
}

/**
 * What the API's routes make of an address no route took for its method: the methods the routes
 * that match it take and their Allow header (for a 405, RFC 9110; the router picks by method
 * first), 'too-long' where only a parameter over MAX_PARAM_LENGTH kept a route from matching, or
 * undefined for none.
 * The router matches the decoded path, so this does too.
 */
export function matchAddress(
  routes: RouteMethods,
  rawPath: string,
): { methods: ReadonlySet<string>; allow: string } | 'too-long' | undefined {
  let path: string;
  try {
    path = decodeURI(rawPath);
  } catch {
    return undefined;
  }
  const allowed = new Set<string>();
  let tooLong = false;
  for (const route of routes.values()) {
    const { taken, anyLength } = patternsOf(route.url);
    if (taken.test(path)) for (const method of route.methods) allowed.add(method);
    else if (anyLength.test(path)) tooLong = true;
  }
  if (allowed.size > 0) return { methods: allowed, allow: [...allowed].sort().join(', ') };
  return tooLong ? 'too-long' : undefined;
}
