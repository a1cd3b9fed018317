import type { Role } from '@bingo/contracts';
import {
  IconBuildingStore,
  IconCash,
  IconChartBar,
  IconCoin,
  IconDeviceGamepad2,
  IconGauge,
  IconPercentage,
  IconReportMoney,
  IconSettings,
  IconTrophy,
  IconUserDollar,
  IconUserShield,
  IconUsers,
  IconWallet,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

export interface NavItem {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
}

/** The spec's sidebar per role, label for label and route for route. */
export const NAV_BY_ROLE: Record<Role, NavItem[]> = {
  Admin: [
    { label: 'Dashboard', to: '/admin-dashboard', icon: IconGauge },
    { label: 'Super Agents', to: '/admin/super-agents', icon: IconUserShield },
    { label: 'Agents', to: '/admin/agents', icon: IconUsers },
    { label: 'Cashiers', to: '/admin/cashiers', icon: IconUserDollar },
    { label: 'Shops', to: '/admin/shops', icon: IconBuildingStore },
    { label: 'Balance', to: '/admin/balance', icon: IconWallet },
    { label: 'Sales', to: '/admin/sales', icon: IconChartBar },
    { label: 'Shifts', to: '/shifts', icon: IconReportMoney },
    { label: 'Commission', to: '/admin/commission', icon: IconPercentage },
    { label: 'Game Settings', to: '/admin/game-settings', icon: IconSettings },
    { label: 'Jackpot', to: '/admin/jackpot', icon: IconTrophy },
  ],
  SuperAgent: [
    { label: 'Dashboard', to: '/superagent', icon: IconGauge },
    { label: 'Agents', to: '/superagent/agents', icon: IconUsers },
    { label: 'Shops', to: '/superagent/shops', icon: IconBuildingStore },
    { label: 'Balance', to: '/superagent/balance', icon: IconWallet },
    { label: 'Shifts', to: '/shifts', icon: IconReportMoney },
  ],
  Agent: [
    { label: 'Dashboard', to: '/agent', icon: IconGauge },
    { label: 'Cashiers', to: '/agent/cashiers', icon: IconUserDollar },
    { label: 'Shops', to: '/agent/shops', icon: IconBuildingStore },
    { label: 'Balance', to: '/agent/balance', icon: IconWallet },
    { label: 'Shifts', to: '/shifts', icon: IconReportMoney },
  ],
  Cashier: [
    { label: 'Dashboard', to: '/dashboard', icon: IconGauge },
    { label: 'Shift', to: '/shift', icon: IconCash },
    { label: 'Sales', to: '/sales', icon: IconCoin },
    { label: 'Play Game', to: '/play', icon: IconDeviceGamepad2 },
    { label: 'Settings', to: '/cashier/settings', icon: IconSettings },
  ],
};

/** A link is active on its own page and on the pages below it, except a home matching everything. */
export function isActivePath(pathname: string, to: string, homes: readonly string[]): boolean {
  if (pathname === to) return true;
  if (homes.includes(to)) return false;
  return pathname.startsWith(`${to}/`);
}
