/**
 * The file the web app's build writes beside its index.html, naming the zone the app was built for:
 * the API that serves the build reads it at start; in production it refuses a zone other than its
 * own, in development it leaves such a build unserved.
 */
export const HALL_TIME_ZONE_FILE = 'hall-time-zone.json';

/** The halls' zone when HALL_TIME_ZONE is unset, for the API and the web build alike. */
export const DEFAULT_HALL_TIME_ZONE = 'Africa/Addis_Ababa';

/**
 * Intl's own spelling of a zone, so 'africa/nairobi' and 'Africa/Nairobi' compare as one zone;
 * undefined for a name Intl does not know, which would break every date cut in it.
 */
export function canonicalTimeZone(zone: string): string | undefined {
  if (zone === '') return undefined;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** Whether Intl knows the zone (an IANA name, in any case). */
export function isTimeZone(zone: string): boolean {
  return canonicalTimeZone(zone) !== undefined;
}

/** Why HALL_TIME_ZONE `zone` is refused: one wording for the web build and the API's start. */
export function notATimeZoneMessage(zone: string): string {
  return `HALL_TIME_ZONE must be an IANA time zone such as ${DEFAULT_HALL_TIME_ZONE}, not "${zone}"`;
}

/** The text of HALL_TIME_ZONE_FILE for a build made for `zone`. */
export function hallTimeZoneRecordText(zone: string): string {
  return `${JSON.stringify({ hallTimeZone: zone })}\n`;
}

/** The zone a HALL_TIME_ZONE_FILE names, or what it holds instead (completing "a file that …"). */
export function readHallTimeZoneRecord(text: string): { zone: string } | { unreadable: string } {
  let record: unknown;
  try {
    record = JSON.parse(text);
  } catch {
    return { unreadable: 'is not JSON' };
  }
  const zone = (record as { hallTimeZone?: unknown } | null)?.hallTimeZone;
  if (typeof zone !== 'string' || zone === '') return { unreadable: 'names no time zone' };
  if (canonicalTimeZone(zone) === undefined) {
    return { unreadable: `names ${zone}, which is not an IANA time zone` };
  }
  return { zone };
}
