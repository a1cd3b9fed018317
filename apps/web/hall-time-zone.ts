import type { Plugin } from 'vite';

/**
 * The halls' zone, from the HALL_TIME_ZONE the API reads, so the days this app cuts for its filters
 * and shows are the days the API counts; one setting, read here at build time. A name Intl does not
 * know would break every date on screen, so it stops the build instead.
 */
export function hallTimeZone(source: NodeJS.ProcessEnv = process.env): string {
  const zone = source.HALL_TIME_ZONE?.trim() || 'Africa/Addis_Ababa';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    throw new Error(`HALL_TIME_ZONE must be an IANA time zone such as Africa/Addis_Ababa, not "${zone}"`);
  }
  return zone;
}

/**
 * Writes the zone the app is built for beside index.html, as hall-time-zone.json: the API serving
 * this build reads it at start and refuses a zone other than its own, since the app cannot learn the
 * zone at run time (the service worker answers with its cached index.html). A JSON file, so the
 * service worker does not precache it.
 */
export function hallTimeZoneRecord(zone: string): Plugin {
  return {
    name: 'bingo:hall-time-zone',
    apply: 'build',
    generateBundle() {
      const source = `${JSON.stringify({ hallTimeZone: zone })}\n`;
      this.emitFile({ type: 'asset', fileName: 'hall-time-zone.json', source });
    },
  };
}
