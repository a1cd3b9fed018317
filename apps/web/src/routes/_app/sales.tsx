import { createFileRoute } from '@tanstack/react-router';
import { SalesHistoryPage } from '@/features/sales/SalesHistoryPage';
import { parseSalesRangeSearch } from '@/features/sales/sales-range-search';

export const Route = createFileRoute('/_app/sales')({
  validateSearch: parseSalesRangeSearch,
  component: SalesHistoryPage,
});
