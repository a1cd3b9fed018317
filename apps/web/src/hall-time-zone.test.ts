import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { hallTimeZone, hallTimeZoneRecord } from '../hall-time-zone';

/** The files a build of a one-line app writes, with the zone record of `zone`. */
async function builtFiles(zone: string): Promise<Map<string, string>> {
  const entry = 'virtual:hall-app';
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'hall-app',
        resolveId: (id) => (id === entry ? id : null),
        load: (id) => (id === entry ? 'export {}' : null),
      },
      hallTimeZoneRecord(zone),
    ],
    build: { write: false, rolldownOptions: { input: entry } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const files = new Map<string, string>();
  for (const file of outputs.flatMap((output) => output.output)) {
    files.set(file.fileName, file.type === 'asset' ? String(file.source) : file.code);
  }
  return files;
}

describe('the build’s hall time zone', () => {
  it('is written into the built app, where the API checks it against its own', async () => {
    const files = await builtFiles('Africa/Nairobi');
    expect(JSON.parse(files.get('hall-time-zone.json') ?? 'null')).toEqual({
      hallTimeZone: 'Africa/Nairobi',
    });
  });

  it('is HALL_TIME_ZONE, Addis Ababa when unset, and a name Intl does not know stops the build', () => {
    expect(hallTimeZone({ HALL_TIME_ZONE: ' Europe/London ' })).toBe('Europe/London');
    expect(hallTimeZone({})).toBe('Africa/Addis_Ababa');
    expect(hallTimeZone({ HALL_TIME_ZONE: '' })).toBe('Africa/Addis_Ababa');
    expect(() => hallTimeZone({ HALL_TIME_ZONE: 'Addis' })).toThrow(
      'HALL_TIME_ZONE must be an IANA time zone such as Africa/Addis_Ababa, not "Addis"',
    );
  });
});
