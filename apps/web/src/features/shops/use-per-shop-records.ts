import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { matchesSearch } from '@/components/SearchInput';
import { shopQueries } from './shops.queries';
import { shopsWithout } from './shops-without';

/**
 * A page of one record per shop (game settings, jackpots): the records the search matches by shop
 * name, and the shops still without one, which are the only ones a new record may be for.
 */
export function usePerShopRecords<R extends { shopId: string; shopName: string }>(
  records: readonly R[] | undefined,
) {
  const shops = useQuery(shopQueries.list());
  const [search, setSearch] = useState('');
  const all = records ?? [];
  const freeShops = shopsWithout(shops.data?.items ?? [], all);
  return {
    all,
    freeShops,
    shown: all.filter((r) => matchesSearch(search, r.shopName)),
    /** The list's search box. */
    searchProps: { search, onSearch: setSearch },
    /** Every shop has its record, so there is nothing to add. */
    noFreeShop: shops.isSuccess && freeShops.length === 0,
  };
}
