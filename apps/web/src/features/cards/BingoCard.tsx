import type { Card } from '@bingo/engine';
import { Box, Text } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { columnColor } from './ball-colors';

const LETTERS = ['B', 'I', 'N', 'G', 'O'];

export interface BingoCardProps {
  card: Card;
  /** Called numbers are marked; the free centre always is. */
  called?: ReadonlySet<number>;
  /** Cells (`r*5+c`) that make the win, highlighted. */
  winningCells?: readonly number[];
  /** Shows the LOCKED overlay over the card. */
  locked?: boolean;
  /** Edge of one cell in pixels. */
  cellSize?: number;
  title?: ReactNode;
}

type CellState = 'plain' | 'called' | 'winning' | 'free';

const CELL_STYLES: Record<CellState, CSSProperties> = {
  plain: { background: '#fff', color: '#212529' },
  called: { background: '#ffe066', color: '#212529' },
  winning: { background: '#2b8a3e', color: '#fff', boxShadow: 'inset 0 0 0 3px #0b3d17' },
  free: { background: '#e9ecef', color: '#495057' },
};

function cellState(cell: number | null, index: number, called: ReadonlySet<number>, winning: Set<number>) {
  if (winning.has(index)) return 'winning';
  if (cell === null) return 'free';
  return called.has(cell) ? 'called' : 'plain';
}

const NOTHING_CALLED: ReadonlySet<number> = new Set();

/** A 5×5 card with its B I N G O header, as printed, marking the called numbers and the win. */
export function BingoCard({
  card,
  called = NOTHING_CALLED,
  winningCells = [],
  locked = false,
  cellSize = 48,
  title,
}: BingoCardProps) {
  const { t } = useTranslation('cards');
  const heading = title === undefined ? t('BINGO CARD #{{id}}', { id: card.id }) : title;
  const winning = new Set(winningCells);
  const font = Math.round(cellSize * 0.45);
  const grid: CSSProperties = {
    display: 'grid',
    gridTemplateColumns: `repeat(5, ${cellSize}px)`,
    gridAutoRows: `${cellSize}px`,
    gap: 2,
    background: '#343a40',
    padding: 2,
    borderRadius: 6,
  };
  return (
    <Box
      pos="relative"
      w="fit-content"
      data-card={card.id}
      aria-label={t('Card {{id}}', { id: card.id })}
      role="group"
    >
      {heading !== null && (
        <Text fw={800} ta="center" mb={4} size={cellSize >= 40 ? 'lg' : 'sm'}>
          {heading}
        </Text>
      )}
      <div style={grid}>
        {LETTERS.map((letter, c) => (
          <div
            key={letter}
            style={{
              ...centred,
              background: columnColor(c),
              color: '#fff',
              fontWeight: 900,
              fontSize: font + 2,
              borderRadius: 4,
            }}
          >
            {letter}
          </div>
        ))}
        {card.rows.flatMap((row, r) =>
          row.map((cell, c) => {
            const index = r * 5 + c;
            const state = cellState(cell, index, called, winning);
            return (
              <div
                key={index}
                data-cell={index}
                data-state={state}
                style={{
                  ...centred,
                  ...CELL_STYLES[state],
                  fontWeight: 800,
                  fontSize: cell === null ? font * 0.55 : font,
                  borderRadius: 4,
                }}
              >
                {cell ?? t('FREE')}
              </div>
            );
          }),
        )}
      </div>
      {locked && (
        <div
          role="status"
          style={{
            ...centred,
            position: 'absolute',
            inset: 0,
            background: 'rgba(33, 37, 41, 0.72)',
            color: '#fff',
            fontSize: Math.max(20, cellSize * 0.8),
            fontWeight: 900,
            letterSpacing: 4,
            borderRadius: 6,
          }}
        >
          {t('LOCKED')}
        </div>
      )}
    </Box>
  );
}

const centred: CSSProperties = { display: 'flex', alignItems: 'center', justifyContent: 'center' };
