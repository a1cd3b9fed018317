import type { Role } from '@bingo/contracts';
import { useTranslation } from 'react-i18next';

/** A role as the shell and the profile name it: in English the API's own word ('SuperAgent'). */
export function useRoleName(): (role: Role) => string {
  const { t } = useTranslation('common');
  const names: Record<Role, string> = {
    Admin: t('Admin'),
    SuperAgent: t('SuperAgent'),
    Agent: t('Agent'),
    Cashier: t('Cashier'),
  };
  return (role) => names[role];
}
