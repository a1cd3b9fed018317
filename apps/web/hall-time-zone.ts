import type { Plugin } from 'vite';
// By path, not '@bingo/contracts': Vite loads its config with every package import left to Node,
// which cannot run the contracts' TypeScript; a relative import is bundled into the config instead.
import {
  DEFAULT_HALL_TIME_ZONE,
  HALL_TIME_ZONE_FILE,
  hallTimeZoneRecordText,
  isTimeZone,
  notATimeZoneMessage,
} from '../../packages/contracts/src/hall-time-zone';

/**
 * The halls' zone, from the HALL_TIME_ZONE the API reads, so the days this app cuts for its filters
 * and shows are the days the API counts; one setting, read here at build time. A name Intl does not
 * know would break every date on screen, so it stops the build instead.
 */
export function hallTimeZone(source: NodeJS.ProcessEnv = process.env): string {
  const zone = source.HALL_TIME_ZONE?.trim() || DEFAULT_HALL_TIME_ZONE;
  if (!isTimeZone(zone)) throw new Error(notATimeZoneMessage(zone));
  return zone;
}

/**
 * Writes the zone the app is built for beside index.html, as HALL_TIME_ZONE_FILE: the API serving
 * this build reads it at start and, in production, refuses a zone other than its own, since the app
 * cannot learn the zone at run time (the service worker answers with its cached index.html). A JSON
 * file, so the service worker does not precache it.
 */
export function hallTimeZoneRecord(zone: string): Plugin {
  return {
    name: 'bingo:hall-time-zone',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: HALL_TIME_ZONE_FILE, source: hallTimeZoneRecordText(zone) });
    },
  };
}
