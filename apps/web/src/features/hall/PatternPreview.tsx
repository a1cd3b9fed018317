import { GAME_TYPES } from '@bingo/engine';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec: the preview cycles through the type's patterns every 2 s. */
export const PREVIEW_CYCLE_MS = 2000;

const LETTERS = ['B', 'I', 'N', 'G', 'O'];

/** A 5×5 grid lighting one winning pattern of the game type at a time. */
export function PatternPreview({
  gameType,
  cellSize = 30,
  color = '#c92a2a',
}: {
  gameType: number;
  cellSize?: number;
  color?: string;
}) {
  const { t } = useTranslation('hall');
  const patterns = GAME_TYPES[gameType]?.patterns ?? [];
  const [step, setStep] = useState(0);

  useEffect(() => {
    setStep(0);
    if (patterns.length < 2) return;
    const id = setInterval(() => setStep((s) => (s + 1) % patterns.length), PREVIEW_CYCLE_MS);
    return () => clearInterval(id);
  }, [patterns]);

  const lit = new Set(patterns[step % Math.max(1, patterns.length)] ?? []);
  return (
    <div
      data-testid="pattern-preview"
      data-pattern={step}
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(5, ${cellSize}px)`,
        gap: 3,
        width: 'fit-content',
      }}
    >
      {LETTERS.map((l) => (
        <div key={l} style={{ ...cell(cellSize), fontWeight: 900, color: '#fff', background: '#343a40' }}>
          {l}
        </div>
      ))}
      {Array.from({ length: 25 }, (_, i) => (
        <div
          key={i}
          data-lit={lit.has(i) || undefined}
          style={{
            ...cell(cellSize),
            background: lit.has(i) ? color : i === 12 ? '#dee2e6' : '#fff',
            color: lit.has(i) ? '#fff' : '#868e96',
            fontSize: cellSize * 0.3,
            border: '1px solid #ced4da',
          }}
        >
          {i === 12 ? t('FREE') : ''}
        </div>
      ))}
    </div>
  );
}

const cell = (size: number) => ({
  width: size,
  height: size,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 4,
});
