import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/guards';
import { ShiftsDayPage } from '@/features/shifts/ShiftsDayPage';
import { parseShiftsSearch } from '@/features/shifts/shifts-search';

export const Route = createFileRoute('/_app/shifts')({
  validateSearch: parseShiftsSearch,
  beforeLoad: requireRole('Admin', 'SuperAgent', 'Agent'),
  component: ShiftsPage,
});

function ShiftsPage() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  if (user.role === 'Cashier') return null;
  return (
    <ShiftsDayPage
      role={user.role}
      date={search.date}
      cashierId={search.cashierId}
      onChange={({ date, cashierId }) =>
        void navigate({ search: { ...(date ? { date } : {}), ...(cashierId ? { cashierId } : {}) } })
      }
    />
  );
}
