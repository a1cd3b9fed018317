import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/guards';
import { CashierSettings } from '@/features/hall/cashier/CashierSettings';

export const Route = createFileRoute('/_app/cashier/settings')({
  beforeLoad: requireRole('Cashier'),
  component: CashierSettings,
});
