import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messageOf } from '@/lib/api';
import { hallQueries, rateForTier } from './hall.queries';

/**
 * The commission rate of the chosen tier, for the prize a screen shows before Start: null while the
 * rates are not known, with the load failure's text once they failed. A guessed rate would show a
 * prize other than the one the sale and the debit record (DESIGN 5.5).
 */
export function useTierRate(typeIndex: number): { ratePercent: number | null; failure: string | null } {
  const { t } = useTranslation('routes');
  const rates = useQuery(hallQueries.commissionRates());
  const ratePercent = rateForTier(rates.data, typeIndex);
  const failure =
    ratePercent === null && rates.error
      ? t('Failed to load commission rates: {{error}}', { error: messageOf(rates.error) })
      : null;
  return { ratePercent, failure };
}
