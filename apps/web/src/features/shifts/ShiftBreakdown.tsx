import type { ShiftFigures } from '@bingo/contracts';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBirr } from '@/lib/format';
import { CASH_LINES, overShortWord } from './shift-labels';

interface ShiftBreakdownProps {
  figures: ShiftFigures;
  countedCash?: number | null;
  overShort?: number | null;
}

/** How the expected cash adds up, then the count and the difference, as the server summed them. */
export function ShiftBreakdown({ figures, countedCash = null, overShort = null }: ShiftBreakdownProps) {
  const { t } = useTranslation('shifts');
  return (
    <Table withRowBorders={false} aria-label={t('Cash breakdown')} verticalSpacing={4}>
      <Table.Tbody>
        {CASH_LINES.map((line) => (
          <Table.Tr key={line.key}>
            <Table.Td>
              {/* i18n-dynamic: the lines are msg() keys in shift-labels.ts */}
              {line.sign} {t(line.label)}
            </Table.Td>
            <Table.Td ta="right">{formatBirr(figures[line.key])}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <Table.Td fw={700}>= {t('Expected cash')}</Table.Td>
          <Table.Td ta="right" fw={700}>
            {formatBirr(figures.expectedCash)}
          </Table.Td>
        </Table.Tr>
        {countedCash !== null ? (
          <Table.Tr>
            <Table.Td>{t('Counted cash')}</Table.Td>
            <Table.Td ta="right">{formatBirr(countedCash)}</Table.Td>
          </Table.Tr>
        ) : null}
        {overShort !== null ? (
          <Table.Tr>
            {/* i18n-dynamic: the words are msg() keys in shift-labels.ts */}
            <Table.Td fw={700}>{t(overShortWord(overShort))}</Table.Td>
            <Table.Td ta="right" fw={700}>
              <Text span inherit c={overShort < 0 ? 'red.8' : overShort > 0 ? 'orange.8' : 'green.8'}>
                {formatBirr(overShort)}
              </Text>
            </Table.Td>
          </Table.Tr>
        ) : null}
        <Table.Tr>
          <Table.Td c="dimmed">
            {t('{{games}} games, {{cards}} cards · commission debited', {
              games: figures.games,
              cards: figures.cards,
            })}
          </Table.Td>
          <Table.Td ta="right" c="dimmed">
            {formatBirr(figures.commission)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
