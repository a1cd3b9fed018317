import { useTranslation } from 'react-i18next';
import { messageText } from '@/i18n/message-text';
import { formatBirr } from '@/lib/format';

/** The jackpot on offer for this game, or the shop's message when there is none. */
export function JackpotBanner({
  bonusAmount,
  withinCalls,
  message,
}: {
  bonusAmount: number;
  withinCalls: number;
  message: string;
}) {
  const { t } = useTranslation('hall');
  const offered = bonusAmount > 0;
  return (
    <div
      data-testid="jackpot-banner"
      style={{
        flex: 1,
        textAlign: 'center',
        padding: 'clamp(4px, 0.8vh, 12px) 16px',
        borderRadius: 12,
        background: offered ? 'linear-gradient(90deg, #f59f00, #ffd43b, #f59f00)' : 'rgba(255,255,255,0.12)',
        color: offered ? '#2b1a00' : '#fff',
        fontWeight: 900,
        letterSpacing: 1,
        fontSize: 'clamp(18px, min(2.4vw, 4vh), 52px)',
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
      }}
    >
      {offered
        ? t('JACKPOT {{amount}} · within {{calls}} calls', {
            amount: formatBirr(bonusAmount),
            calls: withinCalls,
          })
        : messageText(message)}
    </div>
  );
}
