/**
 * The operationId a generated client names its method after, derived from the route so that no route
 * can forget one: the verb from the HTTP method (an action segment after an id, such as
 * `/games/:id/pause`, is its own verb), then the resource's words in camelCase, and `ById`-style
 * suffixes for the path parameters. `GET /api/Shop/:id` is `getShopById`, `POST /api/games/:id/pause`
 * is `pauseGamesById`, `POST /api/auth/login` is `authLogin`.
 */
const VERBS: Record<string, string> = {
  GET: 'get',
  POST: 'create',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};

const words = (segment: string) => segment.split(/[^A-Za-z0-9]+/).filter(Boolean);
const upperFirst = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
const pascal = (segment: string) => words(segment).map(upperFirst).join('');

export function operationId(method: string, url: string): string {
  const segments = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean);
  const params = segments.filter((s) => s.startsWith(':') || s.startsWith('{'));
  const statics = segments.filter((s) => !params.includes(s));
  const last = segments.at(-1) ?? '';
  const lastIsAction =
    segments.length > 2 && !params.includes(last) && params.includes(segments.at(-2) ?? '');
  const verb = lastIsAction && method === 'POST' ? (words(last)[0] ?? '').toLowerCase() : VERBS[method];
  const nouns = lastIsAction && method === 'POST' ? statics.slice(0, -1) : statics;
  const tail = lastIsAction && method === 'POST' ? words(last).slice(1).map(upperFirst).join('') : '';
  const by = params.map((p) => `By${pascal(p.replace(/^[:{]|}$/g, ''))}`).join('');
  const action = !lastIsAction && method === 'POST' && statics.length > 1;
  // `POST /auth/login`: the last word is the action itself, not a resource to create.
  if (action)
    return `${statics.map((s, i) => (i === 0 ? words(s).join('').toLowerCase() : pascal(s))).join('')}${by}`;
  return `${verb}${nouns.map(pascal).join('')}${tail}${by}`;
}
