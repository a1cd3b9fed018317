export { Caller, type Clip, type ClipLoader, type PreloadReport } from './caller';
export { howlerLoader, playSample } from './howler-loader';
export { PRELOAD_WAIT_MS, useCaller, whenReady } from './use-caller';
export {
  audioUrl,
  FALLBACK_FOLDER,
  GAME_SOUNDS,
  type GameSound,
  VOICE_LABELS,
  VOICES,
  type VoiceLabel,
  voiceFolder,
} from './voices';
