import { ballLetter } from '@bingo/engine';
import { useTranslation } from 'react-i18next';
import { ballColor } from '@/features/cards/ball-colors';

/** The big current number with its letter, the 'n/75' count, and the last five calls. */
export function CurrentBall({
  current,
  calledCount,
  lastFive,
}: {
  current: number | null;
  calledCount: number;
  lastFive: readonly number[];
}) {
  const { t } = useTranslation('hall');
  const color = current === null ? '#495057' : ballColor(current);
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 'clamp(6px, 1.2vh, 16px)',
      }}
    >
      <div
        role="status"
        aria-label={
          current === null
            ? t('No number called yet')
            : t('Current number {{letter}} {{number}}', { letter: ballLetter(current), number: current })
        }
        data-testid="current-ball"
        style={{
          width: 'clamp(150px, min(22vw, 34vh), 420px)',
          aspectRatio: '1',
          borderRadius: '50%',
          background: `radial-gradient(circle at 30% 25%, rgba(255,255,255,0.45) 0%, ${color} 45%, ${color} 100%)`,
          boxShadow: '0 10px 40px rgba(0,0,0,0.6), inset 0 -10px 30px rgba(0,0,0,0.35)',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <div
          style={{
            width: '70%',
            aspectRatio: '1',
            borderRadius: '50%',
            background: '#fff',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            color: '#111',
            lineHeight: 0.95,
          }}
        >
          {current === null ? (
            <span
              style={{ fontSize: 'clamp(40px, min(7vw, 11vh), 150px)', fontWeight: 900, color: '#adb5bd' }}
            >
              –
            </span>
          ) : (
            <>
              <span style={{ fontSize: 'clamp(24px, min(3.6vw, 5.5vh), 72px)', fontWeight: 900, color }}>
                {ballLetter(current)}
              </span>
              <span style={{ fontSize: 'clamp(52px, min(8vw, 12.5vh), 170px)', fontWeight: 900 }}>
                {current}
              </span>
            </>
          )}
        </div>
      </div>
      <div
        data-testid="called-count"
        style={{
          background: 'rgba(0,0,0,0.55)',
          color: '#fff',
          borderRadius: 999,
          padding: '4px 22px',
          fontWeight: 900,
          fontSize: 'clamp(22px, min(3vw, 5vh), 60px)',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {calledCount}/75
      </div>
      {/* No fading of the older balls: a faded white number fails contrast on the theme's colour. */}
      <section aria-label={t('Last five calls')} style={{ display: 'flex', gap: 'clamp(4px, 0.6vw, 12px)' }}>
        {lastFive.map((n) => (
          <div
            key={n}
            data-recent={n}
            style={{
              width: 'clamp(38px, min(4.6vw, 7vh), 96px)',
              aspectRatio: '1',
              borderRadius: '50%',
              background: ballColor(n),
              color: '#fff',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontWeight: 900,
              fontSize: 'clamp(14px, min(1.8vw, 2.8vh), 38px)',
              border: '3px solid rgba(255,255,255,0.8)',
            }}
          >
            {ballLetter(n)}
            {n}
          </div>
        ))}
      </section>
    </div>
  );
}
