import type { Transaction } from '@bingo/contracts';
import { i18n } from '@/i18n/i18n';
import { msg } from '@/i18n/msg';

// i18n-namespace: balance

const TYPE_LABEL: Record<Transaction['type'], string> = {
  TopUp: msg('Top-Up'),
  Transfer: msg('Transfer'),
  GamePurchase: msg('Game Purchase'),
  Reversal: msg('Reversal'),
};

/** How every transaction list names a movement's type. */
export function transactionTypeLabel(type: Transaction['type']): string {
  const t = i18n.getFixedT(null, 'balance');
  // i18n-dynamic: the labels are msg() keys above
  return t(TYPE_LABEL[type]);
}
