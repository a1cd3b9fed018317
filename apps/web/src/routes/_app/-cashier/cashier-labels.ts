import { useTranslation } from 'react-i18next';
import type { VoiceLabel } from '@/features/audio/voices';
import type { ThemeName } from '@/stores/preferences';

/**
 * The names the cashier's set-up pages show for the win rules (the engine's GAME_TYPES names), the
 * themes (THEME_LABELS) and the voices (VOICE_LABELS), in the reader's language. The stored values
 * stay the English ones; only the words on screen change.
 */
export function useCashierLabels() {
  const { t } = useTranslation('routes');
  const gameTypes: Record<string, string> = {
    'Default any line': t('Default any line'),
    'Default two': t('Default two'),
    'Any vertical': t('Any vertical'),
    'Any horizontal': t('Any horizontal'),
    'Any one line': t('Any one line'),
    'Any two lines': t('Any two lines'),
    'Any three lines': t('Any three lines'),
    'Full house': t('Full house'),
  };
  const themes: Record<ThemeName, string> = {
    theme1: t('Theme 1'),
    theme2: t('Theme 2'),
    theme3: t('Theme 3'),
  };
  const voices: Record<VoiceLabel, string> = {
    'Amharic - Male': t('Amharic - Male'),
    'Amharic - Female': t('Amharic - Female'),
    English: t('English'),
    Oromifa: t('Oromifa'),
    Tigray: t('Tigray'),
  };
  return {
    /** A game type's name; a name not listed here is shown as it is. */
    gameType: (name: string | undefined) => (name === undefined ? undefined : (gameTypes[name] ?? name)),
    themes,
    voices,
  };
}
