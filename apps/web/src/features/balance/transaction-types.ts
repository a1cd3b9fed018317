import type { Transaction } from '@bingo/contracts';

const TYPE_LABEL: Record<Transaction['type'], string> = {
  TopUp: 'Top-Up',
  Transfer: 'Transfer',
  GamePurchase: 'Game Purchase',
  Reversal: 'Reversal',
};

/** How every transaction list names a movement's type. */
export function transactionTypeLabel(type: Transaction['type']): string {
  return TYPE_LABEL[type];
}
