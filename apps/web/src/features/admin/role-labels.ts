// i18n-namespace: admin
import type { BalanceType, Role } from '@bingo/contracts';
import { msg } from '@/i18n/msg';

/** A role as the Admin's screens name it: in English the API's own word ('SuperAgent'). */
export const ROLE_LABELS: Record<Role, string> = {
  Admin: msg('Admin'),
  SuperAgent: msg('SuperAgent'),
  Agent: msg('Agent'),
  Cashier: msg('Cashier'),
};

/** A balance type as the screens show it. */
export const BALANCE_TYPE_LABELS: Record<BalanceType, string> = {
  Limited: msg('Limited'),
  Unlimited: msg('Unlimited'),
};

/** The button that switches a balance to this type. */
export const MAKE_BALANCE_TYPE: Record<BalanceType, string> = {
  Limited: msg('Make Limited'),
  Unlimited: msg('Make Unlimited'),
};
