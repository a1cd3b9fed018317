import { BALANCE_MESSAGES, type BalanceOverviewUser, TopUpRequestSchema } from '@bingo/contracts';
import { canReceiveMoney } from '@/features/balance/transfer-rules';
import { type NumberField, numberFieldValue } from '@/lib/number-field';

/** Only these roles hold a balance an Admin tops up. */
export const TOP_UP_ROLES = ['SuperAgent', 'Agent', 'Cashier'] as const;

/** An Admin tops up the roles below it, and never an inactive account (no one could spend it). */
export function canBeToppedUp(user: Pick<BalanceOverviewUser, 'role' | 'isActive'>): boolean {
  return (TOP_UP_ROLES as readonly string[]).includes(user.role) && canReceiveMoney(user);
}

/**
 * The spec's checks before any call: a user and an amount above 0 (at most 2 decimals), and never an
 * Unlimited balance. Gives the receiver and the amount it read, or the message to show. The amount
 * box holds "100.50" as text until it is left, and Enter sends before that.
 */
export function checkTopUp(
  user: BalanceOverviewUser | undefined,
  amount: NumberField,
): { ok: true; receiverId: string; amount: number } | { ok: false; problem: string } {
  const parsed = TopUpRequestSchema.safeParse({ receiverId: user?.id, amount: numberFieldValue(amount) });
  if (!user || !parsed.success) return { ok: false, problem: BALANCE_MESSAGES.topUpInvalid };
  if (user.balanceType === 'Unlimited') return { ok: false, problem: BALANCE_MESSAGES.topUpUnlimited };
  return { ok: true, receiverId: parsed.data.receiverId, amount: parsed.data.amount };
}
