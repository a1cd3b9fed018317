import { describe, expect, it } from 'vitest';
import {
  canonicalTimeZone,
  DEFAULT_HALL_TIME_ZONE,
  HALL_TIME_ZONE_FILE,
  hallTimeZoneRecordText,
  isTimeZone,
  notATimeZoneMessage,
  readHallTimeZoneRecord,
} from './hall-time-zone';

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

  it('is refused with one message, naming an example and the name given, at build and at start alike', () => {
    expect(notATimeZoneMessage('Addis')).toBe(
      'HALL_TIME_ZONE must be an IANA time zone such as Africa/Addis_Ababa, not "Addis"',
    );
  });

  it('is recorded as JSON a build and its server read alike', () => {
    expect(hallTimeZoneRecordText('Europe/London')).toBe('{"hallTimeZone":"Europe/London"}\n');
    expect(readHallTimeZoneRecord(hallTimeZoneRecordText('Europe/London'))).toEqual({
      zone: 'Europe/London',
    });
  });

  it('says what a record holds when it names no zone Intl knows', () => {
    expect(readHallTimeZoneRecord('Africa/Nairobi')).toEqual({ unreadable: 'is not JSON' });
    for (const text of ['{}', 'null', '{"hallTimeZone":7}', '{"hallTimeZone":""}']) {
      expect(readHallTimeZoneRecord(text)).toEqual({ unreadable: 'names no time zone' });
    }
    expect(readHallTimeZoneRecord(hallTimeZoneRecordText('Mars/Olympus'))).toEqual({
      unreadable: 'names Mars/Olympus, which is not an IANA time zone',
    });
  });
});
