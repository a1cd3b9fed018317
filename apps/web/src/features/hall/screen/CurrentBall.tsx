import { ballLetter } from '@bingo/engine';
import { ballColor } from '../../cards/ball-colors';

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
          current === null ? 'No number called yet' : `Current number ${ballLetter(current)} ${current}`
        }
        data-testid="current-ball"
        style={{
          width: 'clamp(150px, min(22vw, 34vh), 420px)',
          aspectRatio: '1',
          borderRadius: '50%',
          background: `radial-gradient(circle at 35% 30%, #fff 0%, #fff 38%, ${color} 40%, ${color} 100%)`,
          border: `clamp(6px, 0.8vw, 14px) solid ${color}`,
          boxShadow: '0 8px 40px rgba(0,0,0,0.55)',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          color: '#111',
          lineHeight: 1,
        }}
      >
        {current === null ? (
          <span style={{ fontSize: 'clamp(40px, min(8vw, 12vh), 160px)', fontWeight: 900, color: '#868e96' }}>
            –
          </span>
        ) : (
          <>
            <span style={{ fontSize: 'clamp(26px, min(4vw, 6vh), 80px)', fontWeight: 900, color }}>
              {ballLetter(current)}
            </span>
            <span style={{ fontSize: 'clamp(56px, min(9vw, 14vh), 190px)', fontWeight: 900 }}>{current}</span>
          </>
        )}
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
      <section aria-label="Last five calls" style={{ display: 'flex', gap: 'clamp(4px, 0.6vw, 12px)' }}>
        {lastFive.map((n, i) => (
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
              opacity: 1 - i * 0.12,
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
