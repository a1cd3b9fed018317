import { audioUrl, callFile, FALLBACK_FOLDER, type GameSound, packFiles, voiceFolder } from './voices';

/** A decoded sound ready to play at once. */
export interface Clip {
  /** `onEnd` is called when the clip has played to its end, could not play, or was stopped. */
  play(onEnd?: () => void): void;
  stop(): void;
  unload(): void;
}

/** Loads and decodes one file; rejects when the file is missing or cannot be decoded. */
export type ClipLoader = (url: string) => Promise<Clip>;

/**
 * The longest a sound played through keeps the clips after an unload: the cancel sound lasts 0.44 s,
 * and a clip that never reports its end must not keep the pack's audio.
 */
export const SOUND_WAIT_MS = 600;

/** The longest a waiting call waits for the one being spoken (the longest shipped call lasts 2.6 s). */
export const CALL_WAIT_MAX_MS = 5_000;

/** What a preload found: which files came from the fallback pack and which have no sound at all. */
export interface PreloadReport {
  folder: string;
  loaded: number;
  fromFallback: string[];
  missing: string[];
}

/**
 * Calls numbers and plays the game sounds of one voice pack. The whole pack is fetched and decoded
 * before the game starts, so a call plays on the beat even over a slow hall connection. A file the
 * pack lacks is taken from Amharic – Male, one file at a time, so a hall may ship a partial pack.
 */
export class Caller {
  private readonly clips = new Map<string, Clip>();
  /** The call being spoken, and the newest call waiting for it to end. */
  private current: Clip | undefined;
  private waiting: Clip | undefined;
  /** Tells the end of the call now speaking from the late end of one stopped before it. */
  private turn = 0;
  private loading: Promise<PreloadReport> | undefined;
  /** A clip that arrives from a load begun before the last unload is freed, not kept. */
  private unloads = 0;
  /** Sounds played through that an unload waits for before freeing the clips. */
  private readonly sounding = new Set<Promise<void>>();

  constructor(
    private readonly voice: string,
    private readonly loader: ClipLoader,
  ) {}

  /** Starts loading the pack once; later calls return the same promise. */
  preload(): Promise<PreloadReport> {
    this.loading ??= this.loadPack();
    return this.loading;
  }

  private async loadPack(): Promise<PreloadReport> {
    const folder = voiceFolder(this.voice);
    const report: PreloadReport = { folder, loaded: 0, fromFallback: [], missing: [] };
    const unloadsBefore = this.unloads;
    await Promise.all(
      packFiles().map(async (file) => {
        const clip = await this.loadWithFallback(folder, file, report);
        if (clip && this.unloads !== unloadsBefore) clip.unload();
        else if (clip) {
          this.clips.set(file, clip);
          report.loaded++;
        }
      }),
    );
    return report;
  }

  private async loadWithFallback(
    folder: string,
    file: string,
    report: PreloadReport,
  ): Promise<Clip | undefined> {
    try {
      return await this.loader(audioUrl(folder, file));
    } catch {
      if (folder === FALLBACK_FOLDER) {
        report.missing.push(file);
        return undefined;
      }
    }
    try {
      const clip = await this.loader(audioUrl(FALLBACK_FOLDER, file));
      report.fromFallback.push(file);
      return clip;
    } catch {
      report.missing.push(file);
      return undefined;
    }
  }

  /**
   * Says "B 7". A call is never cut off, as "O 75" cut short is heard as "O 70": one that comes while
   * another is spoken waits for its end, and a newer one takes its place, so at the fastest speeds the
   * voice skips a number rather than falling behind the board.
   */
  callNumber(n: number): void {
    const clip = this.clips.get(callFile(n));
    if (this.current) this.waiting = clip;
    else if (clip) this.speak(clip);
  }

  private speak(clip: Clip): void {
    const turn = ++this.turn;
    this.current = clip;
    const over = () => {
      clearTimeout(guard);
      if (turn !== this.turn) return;
      const next = this.waiting;
      this.current = undefined;
      this.waiting = undefined;
      if (next) this.speak(next);
    };
    // A clip that never reports its end must not silence the rest of the game.
    const guard = setTimeout(over, CALL_WAIT_MAX_MS);
    clip.play(over);
  }

  /** Sounds play over a call rather than cutting it: they are short and mark events, not numbers. */
  play(sound: GameSound): void {
    this.clips.get(sound)?.play();
  }

  /**
   * Plays a sound that outlives the screen: an unload while it plays frees the clips once it has
   * ended (or after `waitMs`), so the screen may close at once without cutting it off. Resolves when
   * it is over; at once when the pack has no such sound.
   */
  playThrough(sound: GameSound, waitMs = SOUND_WAIT_MS): Promise<void> {
    const clip = this.clips.get(sound);
    if (!clip) return Promise.resolve();
    const over = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, waitMs);
      clip.play(() => {
        clearTimeout(timer);
        resolve();
      });
    });
    this.sounding.add(over);
    void over.then(() => this.sounding.delete(over));
    return over;
  }

  /**
   * Drops the call waiting, as the game pauses, opens Check or ends: none is heard after that. The
   * call being spoken ends as it is ("O 75" cut short is heard as "O 70").
   */
  dropWaiting(): void {
    this.waiting = undefined;
  }

  /** Silences the call being spoken and drops the one waiting. */
  stop(): void {
    this.turn++;
    this.current?.stop();
    this.current = undefined;
    this.waiting = undefined;
  }

  /**
   * Frees the decoded audio when the game screen closes, including clips still loading, once any
   * sound played through has ended. A later preload loads the pack again (React mounts a screen
   * twice in development).
   */
  unload(): void {
    this.stop();
    this.unloads++;
    const clips = [...this.clips.values()];
    this.clips.clear();
    this.loading = undefined;
    const free = () => {
      for (const clip of clips) clip.unload();
    };
    if (this.sounding.size === 0) free();
    else void Promise.all(this.sounding).then(free);
  }
}
