/**
 * The file the web app's build writes beside its index.html, naming the zone the app was built for;
 * the API that serves the build reads it at start and refuses a zone other than its own.
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
