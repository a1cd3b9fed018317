import { describe, expect, it } from 'vitest';
import { Caller, type Clip, type ClipLoader } from './caller';
import { audioUrl, packFiles } from './voices';

/** A loader over a fixed set of served files, recording what was played. */
function servedFiles(urls: string[]) {
  const served = new Set(urls);
  const played: string[] = [];
  const requested: string[] = [];
  const loader: ClipLoader = async (url) => {
    requested.push(url);
    if (!served.has(url)) throw new Error(`404 ${url}`);
    const clip: Clip = {
      play: () => played.push(url),
      stop: () => played.push(`stop ${url}`),
      unload: () => {},
    };
    return clip;
  };
  return { loader, played, requested };
}

const fullPack = (folder: string) => packFiles().map((f) => audioUrl(folder, f));

describe('Caller', () => {
  it('loads the whole chosen pack and plays p_n for a call', async () => {
    const files = servedFiles([...fullPack('english/male'), ...fullPack('amharic/male')]);
    const caller = new Caller('English', files.loader);
    const report = await caller.preload();
    expect(report).toEqual({ folder: 'english/male', loaded: 80, fromFallback: [], missing: [] });
    caller.callNumber(7);
    caller.play('win');
    expect(files.played).toEqual(['/audio/english/male/p_7.mp3', '/audio/english/male/win.mp3']);
  });

  it('takes each missing file from Amharic – Male', async () => {
    const partial = fullPack('oromifa/male').filter(
      (u) => !u.endsWith('/p_12.mp3') && !u.endsWith('/win.mp3'),
    );
    const files = servedFiles([...partial, ...fullPack('amharic/male')]);
    const caller = new Caller('Oromifa', files.loader);
    const report = await caller.preload();
    expect(report.loaded).toBe(80);
    expect(report.fromFallback.sort()).toEqual(['p_12', 'win']);
    caller.callNumber(12);
    caller.callNumber(13);
    caller.play('win');
    expect(files.played).toEqual([
      '/audio/amharic/male/p_12.mp3',
      'stop /audio/amharic/male/p_12.mp3',
      '/audio/oromifa/male/p_13.mp3',
      '/audio/amharic/male/win.mp3',
    ]);
  });

  it('stays silent for a file no pack has, and plays the rest', async () => {
    const files = servedFiles(fullPack('amharic/male').filter((u) => !u.endsWith('/p_75.mp3')));
    const caller = new Caller('Amharic - Male', files.loader);
    const report = await caller.preload();
    expect(report.missing).toEqual(['p_75']);
    expect(report.loaded).toBe(79);
    caller.callNumber(75);
    caller.callNumber(74);
    expect(files.played).toEqual(['/audio/amharic/male/p_74.mp3']);
  });

  it('plays the default pack for an unknown stored voice and loads once', async () => {
    const files = servedFiles(fullPack('amharic/male'));
    const caller = new Caller('Klingon', files.loader);
    await Promise.all([caller.preload(), caller.preload()]);
    expect(files.requested).toHaveLength(80);
    expect(files.requested[0]).toBe('/audio/amharic/male/p_1.mp3');
  });
});
