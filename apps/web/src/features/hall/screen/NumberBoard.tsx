import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { COLUMN_COLORS, UNCALLED_CELL, UNCALLED_NUMBER } from '@/features/cards/ball-colors';

const LETTERS = ['B', 'I', 'N', 'G', 'O'];

interface NumberBoardProps {
  called: ReadonlySet<number>;
  current: number | null;
  /** Numbers lit by the shuffle animation, shown instead of the calls. */
  lit?: ReadonlySet<number> | null;
}

/** The 75 numbers in rows B I N G O, called ones lit in their column's colour. */
export function NumberBoard({ called, current, lit }: NumberBoardProps) {
  const { t } = useTranslation('hall');
  const shown = lit ?? called;
  return (
    <section aria-label={t('Called numbers')} style={boardStyle}>
      {LETTERS.map((letter, r) => (
        <div key={letter} style={{ display: 'contents' }}>
          <div style={{ ...cellBase, ...letterStyle, background: COLUMN_COLORS[r] }}>{letter}</div>
          {Array.from({ length: 15 }, (_, i) => {
            const n = r * 15 + i + 1;
            const on = shown.has(n);
            const isCurrent = !lit && n === current;
            return (
              <div
                key={n}
                data-ball={n}
                data-called={on || undefined}
                style={{
                  ...cellBase,
                  background: on ? COLUMN_COLORS[r] : UNCALLED_CELL,
                  color: on ? '#fff' : UNCALLED_NUMBER,
                  boxShadow: isCurrent ? '0 0 0 4px #fff, 0 0 24px 6px rgba(255,255,255,0.8)' : undefined,
                  transform: isCurrent ? 'scale(1.08)' : undefined,
                  zIndex: isCurrent ? 1 : undefined,
                }}
              >
                {n}
              </div>
            );
          })}
        </div>
      ))}
    </section>
  );
}

const boardStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(16, minmax(0, 1fr))',
  gridTemplateRows: 'repeat(5, minmax(0, 1fr))',
  gap: 'clamp(3px, 0.45vw, 8px)',
  width: '100%',
  height: '100%',
};

const cellBase: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'clamp(4px, 0.5vw, 10px)',
  fontWeight: 800,
  // Sized from the viewport so the numbers read from the back of a hall at any screen size.
  fontSize: 'clamp(14px, min(2.3vw, 4.2vh), 60px)',
  fontVariantNumeric: 'tabular-nums',
  transition: 'background 120ms, transform 120ms',
  minHeight: 0,
};

const letterStyle: CSSProperties = {
  color: '#fff',
  fontWeight: 900,
  fontSize: 'clamp(18px, min(2.8vw, 5vh), 72px)',
};
