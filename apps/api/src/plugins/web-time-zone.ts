import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EnvError } from '../env';

/** Written by the web app's build (apps/web/hall-time-zone.ts) beside its index.html. */
const HALL_TIME_ZONE_FILE = 'hall-time-zone.json';

/**
 * The web app cuts days (its filters, the shift report, Sales History) in the zone it was built
 * for, and cannot learn another at run time: its service worker serves a cached index.html. Served
 * by an API that counts days in another zone, every figure would disagree without a word, so the
 * API refuses to start instead. A build that recorded no zone is refused too: it was made before
 * this check, for a zone nobody can tell, and the normal upgrade (pnpm build) rebuilds it anyway.
 */
export function checkWebTimeZone(webDist: string, apiZone: string): void {
  const rebuild = `Rebuild it with the API's zone (HALL_TIME_ZONE=${apiZone} pnpm --filter @bingo/web build).`;
  const file = join(webDist, HALL_TIME_ZONE_FILE);
  if (!existsSync(file)) {
    throw new EnvError(
      `The web app in WEB_DIST (${webDist}) does not say which HALL_TIME_ZONE it was built for ` +
        `(no ${HALL_TIME_ZONE_FILE}: it was built by an older version). ${rebuild}`,
    );
  }
  const webZone = recordedZone(readFileSync(file, 'utf8'));
  if (webZone === undefined) {
    throw new EnvError(
      `The web app in WEB_DIST (${webDist}) has a ${HALL_TIME_ZONE_FILE} that names no time zone. ${rebuild}`,
    );
  }
  if (canonical(webZone) === canonical(apiZone)) return;
  throw new EnvError(
    `The web app in WEB_DIST (${webDist}) was built for HALL_TIME_ZONE=${webZone}, but the API's ` +
      `HALL_TIME_ZONE is ${apiZone}: the days the app shows and filters would not be the days the API ` +
      `counts. Rebuild the web app with the API's zone (HALL_TIME_ZONE=${apiZone} pnpm --filter ` +
      `@bingo/web build), or start the API with HALL_TIME_ZONE=${webZone}.`,
  );
}

/** The zone a record names, if it is one Intl knows. */
function recordedZone(text: string): string | undefined {
  try {
    const zone: unknown = JSON.parse(text)?.hallTimeZone;
    if (typeof zone !== 'string') return undefined;
    canonical(zone);
    return zone;
  } catch {
    return undefined;
  }
}

/** Intl's own spelling of a zone, so 'africa/nairobi' and 'Africa/Nairobi' are one zone. */
function canonical(zone: string): string {
  return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
}
