import type { LastCallRule } from '@bingo/contracts';

/** How the late-claim rule reads on screen (DESIGN 5.4: a missed bingo claimed on a later call). */
export const LAST_CALL_RULE_LABELS: Record<LastCallRule, string> = {
  AllowLate: 'Late claims still win',
  LastCallOnly: 'Only a win on the last call counts',
};
