import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalTimeZone, HALL_TIME_ZONE_FILE, readHallTimeZoneRecord } from '@bingo/contracts';
import { type Env, EnvError } from '../env';

/**
 * The web app cuts days (its filters, the shift report, Sales History) in the zone it was built
 * for, and cannot learn another at run time: its service worker serves a cached index.html. Served
 * by an API that counts days in another zone, every figure would disagree without a word. A build
 * that recorded no zone is as bad: it was made before this check, for a zone nobody can tell, and the
 * normal upgrade (pnpm build) rebuilds it anyway. What is wrong with the build in `webDist` for an API
 * in `apiZone`, with the fix; undefined when it may be served.
 */
function webTimeZoneProblem(webDist: string, apiZone: string): string | undefined {
  const rebuild = `Rebuild it with the API's zone (HALL_TIME_ZONE=${apiZone} pnpm --filter @bingo/web build).`;
  const file = join(webDist, HALL_TIME_ZONE_FILE);
  if (!existsSync(file)) {
    return (
      `The web app in WEB_DIST (${webDist}) does not say which HALL_TIME_ZONE it was built for ` +
      `(no ${HALL_TIME_ZONE_FILE}: it was built by an older version). ${rebuild}`
    );
  }
  const record = readHallTimeZoneRecord(readFileSync(file, 'utf8'));
  if ('unreadable' in record) {
    return `The web app in WEB_DIST (${webDist}) has a ${HALL_TIME_ZONE_FILE} that ${record.unreadable}. ${rebuild}`;
  }
  const webZone = record.zone;
  if (canonicalTimeZone(webZone) === canonicalTimeZone(apiZone)) return undefined;
  return (
    `The web app in WEB_DIST (${webDist}) was built for HALL_TIME_ZONE=${webZone}, but the API's ` +
    `HALL_TIME_ZONE is ${apiZone}: the days the app shows and filters would not be the days the API ` +
    `counts. Rebuild the web app with the API's zone (HALL_TIME_ZONE=${apiZone} pnpm --filter ` +
    `@bingo/web build), or start the API with HALL_TIME_ZONE=${webZone}.`
  );
}

/** What the start decided about the web app in WEB_DIST: whether it is served, and what to warn of. */
export type WebBuild = { serve: boolean; warning?: string };

/**
 * In production (pnpm start, deploys) the API serves the build, so a wrong one stops the start. In
 * development the app comes from Vite and an old apps/web/dist is only left over: it is not served,
 * and a warning says why and how to mend it, instead of `pnpm dev` failing for a file it never uses.
 * server.ts decides before it opens the database, so the operator reads a refusal alone, not after
 * the migration's and the demo logins' lines, and hands the decision to the app; an app built
 * without it (the tests) decides when the web plugin registers, alike.
 */
export function checkWebBuild(env: Pick<Env, 'NODE_ENV' | 'WEB_DIST' | 'HALL_TIME_ZONE'>): WebBuild {
  if (!existsSync(join(env.WEB_DIST, 'index.html'))) return { serve: false };
  const problem = webTimeZoneProblem(env.WEB_DIST, env.HALL_TIME_ZONE);
  if (problem === undefined) return { serve: true };
  if (env.NODE_ENV === 'production') throw new EnvError(problem);
  return {
    serve: false,
    warning: `${problem} The API serves no web app from WEB_DIST until then; in development the app comes from Vite (pnpm dev).`,
  };
}
