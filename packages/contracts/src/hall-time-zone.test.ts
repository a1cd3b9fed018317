import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, DEFAULT_HALL_TIME_ZONE, HALL_TIME_ZONE_FILE, isTimeZone } from './hall-time-zone';

describe('the halls’ time zone', () => {
  it('is Addis Ababa unless set, and the web build records it in hall-time-zone.json', () => {
    expect(DEFAULT_HALL_TIME_ZONE).toBe('Africa/Addis_Ababa');
    expect(HALL_TIME_ZONE_FILE).toBe('hall-time-zone.json');
  });

  it('is a name Intl knows, in Intl’s own spelling however it was cased', () => {
    expect(isTimeZone('Africa/Addis_Ababa')).toBe(true);
    expect(isTimeZone('europe/london')).toBe(true);
    expect(canonicalTimeZone('africa/nairobi')).toBe('Africa/Nairobi');
    expect(canonicalTimeZone('Europe/London')).toBe('Europe/London');
  });

  it('is not a name Intl does not know, nor an empty one', () => {
    for (const name of ['Mars/Olympus', 'Addis', '']) {
      expect(isTimeZone(name)).toBe(false);
      expect(canonicalTimeZone(name)).toBeUndefined();
    }
  });
});
