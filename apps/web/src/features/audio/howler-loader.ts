import { Howl } from 'howler';
import type { Clip, ClipLoader } from './caller';

/** Loads a file through howler (Web Audio, fully decoded up front so playback starts without delay). */
export const howlerLoader: ClipLoader = (url) =>
  new Promise<Clip>((resolve, reject) => {
    const howl = new Howl({
      src: [url],
      format: ['mp3'],
      preload: true,
      onload: () =>
        resolve({ play: () => howl.play(), stop: () => howl.stop(), unload: () => howl.unload() }),
      onloaderror: (_id, error) => {
        howl.unload();
        reject(new Error(`Could not load ${url}: ${String(error)}`));
      },
    });
  });
