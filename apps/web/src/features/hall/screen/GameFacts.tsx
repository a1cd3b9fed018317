import { useTranslation } from 'react-i18next';
import { formatBirr } from '@/lib/format';

function Fact({
  label,
  value,
  testId,
}: {
  label: string;
  /** Null while the figure is not known: a loading mark stands in its place. */
  value: string | null;
  testId: string;
}) {
  return (
    <div style={{ textAlign: 'center', minWidth: 0 }}>
      <div
        style={{
          color: 'rgba(255,255,255,0.7)',
          fontWeight: 700,
          fontSize: 'clamp(12px, min(1.2vw, 2vh), 26px)',
        }}
      >
        {label}
      </div>
      <div
        data-testid={testId}
        aria-busy={value === null}
        style={{
          color: '#fff',
          fontWeight: 900,
          fontSize: 'clamp(18px, min(2.2vw, 3.6vh), 50px)',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        {value ?? '…'}
      </div>
    </div>
  );
}

/** Prize, bet per card and game type, under the current number. */
export function GameFacts({
  prize,
  bet,
  gameTypeName,
}: {
  /** Null while the commission rate it depends on is not known. */
  prize: number | null;
  bet: number;
  gameTypeName: string;
}) {
  const { t } = useTranslation('hall');
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: '1.3fr 1fr',
        gap: 'clamp(4px, 1vh, 14px) 12px',
        background: 'rgba(0,0,0,0.45)',
        borderRadius: 14,
        padding: 'clamp(6px, 1.2vh, 16px)',
        width: '100%',
      }}
    >
      <Fact label={t('Prize')} value={prize === null ? null : formatBirr(prize)} testId="prize" />
      <Fact label={t('Bet')} value={formatBirr(bet)} testId="bet" />
      <div style={{ gridColumn: '1 / span 2' }}>
        <Fact label={t('Game Type')} value={gameTypeName} testId="game-type" />
      </div>
    </div>
  );
}
