import { BALANCE_MESSAGES, type BalanceOverviewUser, TopUpRequestSchema } from '@bingo/contracts';
import { canReceiveMoney } from '@/features/balance/transfer-rules';

/** Only these roles hold a balance an Admin tops up. */
export const TOP_UP_ROLES = ['SuperAgent', 'Agent', 'Cashier'] as const;

/** An Admin tops up the roles below it, and never an inactive account (no one could spend it). */
export function canBeToppedUp(user: Pick<BalanceOverviewUser, 'role' | 'isActive'>): boolean {
  return (TOP_UP_ROLES as readonly string[]).includes(user.role) && canReceiveMoney(user);
}

/**
 * The spec's checks before any call: a user and an amount above 0 (at most 2 decimals), and never an
 * Unlimited balance. Returns the message to show, or null.
 */
export function topUpProblem(user: BalanceOverviewUser | undefined, amount: number | string): string | null {
  const parsed = TopUpRequestSchema.safeParse({
    receiverId: user?.id,
    amount: typeof amount === 'number' ? amount : undefined,
  });
  if (!user || !parsed.success) return BALANCE_MESSAGES.topUpInvalid;
  if (user.balanceType === 'Unlimited') return BALANCE_MESSAGES.topUpUnlimited;
  return null;
}
