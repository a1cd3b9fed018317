import type { LastCallRule } from '@bingo/contracts';
import { i18n } from '@/i18n/i18n';

// i18n-namespace: game-settings

const gameSettingsT = () => i18n.getFixedT(null, 'game-settings');

/**
 * How the late-claim rule reads on screen (DESIGN 5.4: a missed bingo claimed on a later call), in
 * the current language each time a label is read.
 */
export const LAST_CALL_RULE_LABELS: Readonly<Record<LastCallRule, string>> = {
  get AllowLate() {
    const t = gameSettingsT();
    return t('Late claims still win');
  },
  get LastCallOnly() {
    const t = gameSettingsT();
    return t('Only a win on the last call counts');
  },
};
