import { useTranslation } from 'react-i18next';
import { VOICE_LABELS, type VoiceLabel } from '@/features/audio/voices';
import { useGameTypeName } from '@/features/hall/game-type-names';
import { THEME_LABELS } from '@/features/hall/themes';
import type { ThemeName } from '@/stores/preferences';

/**
 * The names the cashier's set-up pages show for the win rules, the themes and the voices, in the
 * reader's language, each from the catalog of the feature that owns it. The stored values stay the
 * English ones; only the words on screen change.
 */
export function useCashierLabels() {
  const { t } = useTranslation();
  const gameTypeName = useGameTypeName();
  const themes = Object.fromEntries(
    // i18n-dynamic: the theme names are msg() keys of THEME_LABELS in the hall catalog
    Object.entries(THEME_LABELS).map(([theme, label]) => [theme, t(label, { ns: 'hall' })]),
  ) as Record<ThemeName, string>;
  const voices = Object.fromEntries(
    // i18n-dynamic: the voice names are msg() keys of VOICES in the audio catalog
    VOICE_LABELS.map((label) => [label, t(label, { ns: 'audio' })]),
  ) as Record<VoiceLabel, string>;
  return {
    /** A game type's name; a name not in the list is shown as it is. */
    gameType: (name: string | undefined) => (name === undefined ? undefined : gameTypeName(name)),
    themes,
    voices,
  };
}
