import type { SalesRecord } from '@bingo/contracts';
import { Table } from '@mantine/core';
import { formatBirr } from '@/lib/format';
import { gameTypeLabel, outcomeLabel } from './sale-labels';

/** The cells every sales table shows for a sale, from its card price to its bonus. */
export function SaleFigureCells({ sale }: { sale: SalesRecord }) {
  return (
    <>
      <Table.Td>{formatBirr(sale.cardPrice)}</Table.Td>
      <Table.Td>{gameTypeLabel(sale.gameType)}</Table.Td>
      <Table.Td>{sale.numberOfCards}</Table.Td>
      <Table.Td>{formatBirr(sale.totalAmount)}</Table.Td>
      <Table.Td>{formatBirr(sale.commission)}</Table.Td>
      <Table.Td>{formatBirr(sale.actualWin)}</Table.Td>
      <Table.Td>{outcomeLabel(sale)}</Table.Td>
      <Table.Td>{formatBirr(sale.bonusAmount)}</Table.Td>
    </>
  );
}
