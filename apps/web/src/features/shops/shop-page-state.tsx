import type { Shop } from '@bingo/contracts';
import { type QueryClient, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { shopLoadError } from '@/features/network/shop-load-error';
import { preload } from '@/lib/preload';
import { shopQueries } from './shops.queries';

/** A shop page opens with its shop loaded, or with the reason it could not be. */
export function preloadShop(queryClient: QueryClient, id: string) {
  return preload(queryClient.ensureQueryData(shopQueries.detail(id)));
}

export const useShop = (id: string) => useQuery(shopQueries.detail(id));

/** What a shop page shows until its shop is there: a spinner, or why it is not. */
export function ShopLoadState({ shop }: { shop: UseQueryResult<Shop> }) {
  return (
    <>
      {shop.isError ? <ErrorBanner message={shopLoadError(shop.error)} /> : null}
      {shop.isPending ? <LoadingState /> : null}
    </>
  );
}
