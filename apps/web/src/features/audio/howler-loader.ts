import { Howl } from 'howler';
import type { Clip, ClipLoader } from './caller';
import { audioUrl, FALLBACK_FOLDER, voiceFolder } from './voices';

/** Loads a file through howler (Web Audio, fully decoded up front so playback starts without delay). */
export const howlerLoader: ClipLoader = (url) =>
  new Promise<Clip>((resolve, reject) => {
    const howl = new Howl({
      src: [url],
      format: ['mp3'],
      preload: true,
      onload: () =>
        resolve({
          play: (onEnd) => playOnce(howl, onEnd),
          stop: () => howl.stop(),
          unload: () => howl.unload(),
        }),
      onloaderror: (_id, error) => {
        howl.unload();
        reject(new Error(`Could not load ${url}: ${String(error)}`));
      },
    });
  });

/** The events after which a playing sound is over, whichever comes first. */
const OVER = ['end', 'playerror', 'stop'] as const;

function playOnce(howl: Howl, onEnd?: () => void): void {
  const id = howl.play();
  if (!onEnd) return;
  const over = () => {
    for (const event of OVER) howl.off(event, over, id);
    onEnd();
  };
  for (const event of OVER) howl.once(event, over, id);
}

/** Plays one call of a voice once, for trying voices in the settings (falls back like a game does). */
export function playSample(voice: string, file = 'p_7'): void {
  const play = (folder: string) => {
    const howl: Howl = new Howl({
      src: [audioUrl(folder, file)],
      format: ['mp3'],
      onloaderror: () => {
        howl.unload();
        if (folder !== FALLBACK_FOLDER) play(FALLBACK_FOLDER);
      },
      onend: () => howl.unload(),
    });
    howl.play();
  };
  play(voiceFolder(voice));
}
