import { describe, expect, it, vi } from 'vitest';
import { CALL_WAIT_MAX_MS, Caller, type Clip, type ClipLoader, SOUND_WAIT_MS } from './caller';
import { audioUrl, packFiles } from './voices';

/**
 * A loader over a fixed set of served files, recording what was played and freed. A clip plays until
 * the test calls `end` with its URL, as a real clip plays for its length.
 */
function servedFiles(urls: string[]) {
  const served = new Set(urls);
  const played: string[] = [];
  const requested: string[] = [];
  const unloaded: string[] = [];
  const playing = new Map<string, () => void>();
  const clipOf = (url: string): Clip => ({
    play: (onEnd = () => {}) => {
      played.push(url);
      playing.set(url, onEnd);
    },
    stop: () => played.push(`stop ${url}`),
    unload: () => unloaded.push(url),
  });
  const loader: ClipLoader = async (url) => {
    requested.push(url);
    if (!served.has(url)) throw new Error(`404 ${url}`);
    return clipOf(url);
  };
  const end = (url: string) => {
    const onEnd = playing.get(url);
    playing.delete(url);
    onEnd?.();
  };
  return { loader, played, requested, unloaded, end };
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
    files.end('/audio/amharic/male/p_12.mp3');
    caller.callNumber(13);
    caller.play('win');
    expect(files.played).toEqual([
      '/audio/amharic/male/p_12.mp3',
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

  it('lets a call end before the next, and keeps only the newest call waiting', async () => {
    const files = servedFiles(fullPack('amharic/male'));
    const caller = new Caller('Amharic - Male', files.loader);
    await caller.preload();
    const url = (file: string) => `/audio/amharic/male/${file}.mp3`;

    caller.callNumber(75);
    caller.callNumber(3);
    caller.callNumber(40);
    caller.play('win');
    expect(files.played).toEqual([url('p_75'), url('win')]);

    files.end(url('p_75'));
    expect(files.played).toEqual([url('p_75'), url('win'), url('p_40')]);
    files.end(url('p_40'));
    caller.callNumber(41);
    expect(files.played).toEqual([url('p_75'), url('win'), url('p_40'), url('p_41')]);
  });

  it('goes on to the waiting call when the one spoken never reports its end', async () => {
    const files = servedFiles(fullPack('amharic/male'));
    const caller = new Caller('Amharic - Male', files.loader);
    await caller.preload();
    vi.useFakeTimers();
    try {
      caller.callNumber(1);
      caller.callNumber(2);
      vi.advanceTimersByTime(CALL_WAIT_MAX_MS - 1);
      expect(files.played).toEqual(['/audio/amharic/male/p_1.mp3']);
      vi.advanceTimersByTime(1);
      expect(files.played).toEqual(['/audio/amharic/male/p_1.mp3', '/audio/amharic/male/p_2.mp3']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops the waiting call on stop, and the stopped call ending late starts nothing', async () => {
    const files = servedFiles(fullPack('amharic/male'));
    const caller = new Caller('Amharic - Male', files.loader);
    await caller.preload();

    caller.callNumber(1);
    caller.callNumber(2);
    caller.stop();
    files.end('/audio/amharic/male/p_1.mp3');
    caller.callNumber(3);
    expect(files.played).toEqual([
      '/audio/amharic/male/p_1.mp3',
      'stop /audio/amharic/male/p_1.mp3',
      '/audio/amharic/male/p_3.mp3',
    ]);
  });

  it('lets the call spoken end and drops the one waiting, as the game pauses', async () => {
    const files = servedFiles(fullPack('amharic/male'));
    const caller = new Caller('Amharic - Male', files.loader);
    await caller.preload();
    const url = (n: number) => `/audio/amharic/male/p_${n}.mp3`;

    caller.callNumber(75);
    caller.callNumber(12);
    caller.dropWaiting();
    files.end(url(75));
    expect(files.played).toEqual([url(75)]);
    // Continue: the next call is spoken at once.
    caller.callNumber(13);
    expect(files.played).toEqual([url(75), url(13)]);
  });

  it('keeps the clips through an unload until a sound played through has ended, or 600 ms', async () => {
    const files = servedFiles(fullPack('amharic/male'));
    const caller = new Caller('Amharic - Male', files.loader);
    await caller.preload();
    const over = caller.playThrough('canceled');
    caller.unload();
    expect(files.unloaded).toEqual([]);
    files.end('/audio/amharic/male/canceled.mp3');
    await over;
    await Promise.resolve();
    expect(files.unloaded).toHaveLength(80);

    const silent = servedFiles(fullPack('amharic/male'));
    const quiet = new Caller('Amharic - Male', silent.loader);
    await quiet.preload();
    vi.useFakeTimers();
    try {
      void quiet.playThrough('canceled');
      quiet.unload();
      await vi.advanceTimersByTimeAsync(SOUND_WAIT_MS - 1);
      expect(silent.unloaded).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(silent.unloaded).toHaveLength(80);
    } finally {
      vi.useRealTimers();
    }
  });

  it('frees the clips that finish loading after unload, and loads anew on the next preload', async () => {
    const files = servedFiles(fullPack('amharic/male'));
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow: ClipLoader = async (url) => {
      await gate;
      return files.loader(url);
    };
    const caller = new Caller('Amharic - Male', slow);
    const first = caller.preload();
    caller.unload();
    release();
    await first;
    expect(files.unloaded).toHaveLength(80);
    caller.callNumber(7);
    expect(files.played).toEqual([]);

    const report = await caller.preload();
    expect(report.loaded).toBe(80);
    caller.callNumber(7);
    expect(files.played).toEqual(['/audio/amharic/male/p_7.mp3']);
    expect(files.unloaded).toHaveLength(80);
  });
});
