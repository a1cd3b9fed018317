// i18n-namespace: audio
import { msg } from '@/i18n/msg';

/**
 * The voices a cashier can choose, with the folder of their pack under /audio. The label is also the
 * stored preference, so it never changes with the language: a screen listing the voices shows
 * `t(label, { ns: 'audio' })`, the label being a key of the audio catalog.
 */
export const VOICES = [
  { label: msg('Amharic - Male'), folder: 'amharic/male' },
  { label: msg('Amharic - Female'), folder: 'amharic/female' },
  { label: msg('English'), folder: 'english/male' },
  { label: msg('Oromifa'), folder: 'oromifa/male' },
  { label: msg('Tigray'), folder: 'tigray/male' },
] as const;

export type VoiceLabel = (typeof VOICES)[number]['label'];

/** Amharic – Male is the default voice and the pack any missing file is taken from. */
export const FALLBACK_FOLDER = 'amharic/male';

export const VOICE_LABELS: readonly VoiceLabel[] = VOICES.map((v) => v.label);

/** The sounds every pack carries besides the 75 calls. */
export const GAME_SOUNDS = ['start', 'win', 'lose', 'canceled', 'shuffle'] as const;
export type GameSound = (typeof GAME_SOUNDS)[number];

/** The pack folder of a stored voice label; an unknown label (an old or edited preference) plays the default. */
export function voiceFolder(label: string): string {
  return VOICES.find((v) => v.label === label)?.folder ?? FALLBACK_FOLDER;
}

/** The file name (without extension) of a number's call. */
export function callFile(n: number): string {
  return `p_${n}`;
}

export function audioUrl(folder: string, file: string): string {
  return `/audio/${folder}/${file}.mp3`;
}

/** Every file of a pack: p_1 … p_75, then the sounds. */
export function packFiles(): string[] {
  return [...Array.from({ length: 75 }, (_, i) => callFile(i + 1)), ...GAME_SOUNDS];
}
