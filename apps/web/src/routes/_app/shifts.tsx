import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/guards';
import { ShiftsDayPage } from '@/features/shifts/ShiftsDayPage';
import { hallDay } from '@/lib/format';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `?date=yyyy-MM-dd` (a hall day, today by default) and `?cashierId=`. */
function parseShiftsSearch(search: Record<string, unknown>): { date?: string; cashierId?: string } {
  const out: { date?: string; cashierId?: string } = {};
  if (typeof search.date === 'string' && DAY.test(search.date)) out.date = search.date;
  if (typeof search.cashierId === 'string' && search.cashierId) out.cashierId = search.cashierId;
  return out;
}

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
      date={search.date ?? hallDay()}
      cashierId={search.cashierId}
      onChange={(next) => void navigate({ search: next.cashierId ? next : { date: next.date } })}
    />
  );
}
