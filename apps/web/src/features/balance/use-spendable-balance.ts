import { useQuery } from '@tanstack/react-query';
import { balanceQueries } from '@/features/balance/balance.queries';

/**
 * The caller's balance as a limit for the transfer screens' own check: undefined when unknown or
 * Unlimited (never blocked), so the server stays the judge in those cases.
 */
export function useSpendableBalance(): number | undefined {
  const balance = useQuery(balanceQueries.mine());
  if (!balance.data || balance.data.balanceType === 'Unlimited') return undefined;
  return balance.data.amount;
}
