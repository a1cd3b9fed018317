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
import type { LinkProps } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { msg } from '@/i18n/msg';

// i18n-namespace: common

export interface NavItem {
  /** A msg() key of the common catalog; the sidebar shows it through t(). */
  label: string;
  /** A route of the app, so a renamed page is a type error here. */
  to: NonNullable<LinkProps['to']>;
  icon: ComponentType<{ size?: number; stroke?: number }>;
}

/**
 * The spec's sidebar per role, label for label and route for route, plus the screens DESIGN adds
 * that the spec's lists lack: the shifts (§9), and the sales history for a Super Agent and an Agent,
 * whose games they replay from it (§5.7) and which nothing else in their screens leads to (§6.1).
 * Each is put after Balance, where the Admin's list has Sales.
 */
export const NAV_BY_ROLE: Record<Role, NavItem[]> = {
  Admin: [
    { label: msg('Dashboard'), to: '/admin-dashboard', icon: IconGauge },
    { label: msg('Super Agents'), to: '/admin/super-agents', icon: IconUserShield },
    { label: msg('Agents'), to: '/admin/agents', icon: IconUsers },
    { label: msg('Cashiers'), to: '/admin/cashiers', icon: IconUserDollar },
    { label: msg('Shops'), to: '/admin/shops', icon: IconBuildingStore },
    { label: msg('Balance'), to: '/admin/balance', icon: IconWallet },
    { label: msg('Sales'), to: '/admin/sales', icon: IconChartBar },
    { label: msg('Shifts'), to: '/shifts', icon: IconReportMoney },
    { label: msg('Commission'), to: '/admin/commission', icon: IconPercentage },
    { label: msg('Game Settings'), to: '/admin/game-settings', icon: IconSettings },
    { label: msg('Jackpot'), to: '/admin/jackpot', icon: IconTrophy },
  ],
  SuperAgent: [
    { label: msg('Dashboard'), to: '/superagent', icon: IconGauge },
    { label: msg('Agents'), to: '/superagent/agents', icon: IconUsers },
    { label: msg('Shops'), to: '/superagent/shops', icon: IconBuildingStore },
    { label: msg('Balance'), to: '/superagent/balance', icon: IconWallet },
    { label: msg('Sales'), to: '/sales', icon: IconChartBar },
    { label: msg('Shifts'), to: '/shifts', icon: IconReportMoney },
  ],
  Agent: [
    { label: msg('Dashboard'), to: '/agent', icon: IconGauge },
    { label: msg('Cashiers'), to: '/agent/cashiers', icon: IconUserDollar },
    { label: msg('Shops'), to: '/agent/shops', icon: IconBuildingStore },
    { label: msg('Balance'), to: '/agent/balance', icon: IconWallet },
    { label: msg('Sales'), to: '/sales', icon: IconChartBar },
    { label: msg('Shifts'), to: '/shifts', icon: IconReportMoney },
  ],
  Cashier: [
    { label: msg('Dashboard'), to: '/dashboard', icon: IconGauge },
    { label: msg('Shift'), to: '/shift', icon: IconCash },
    { label: msg('Sales'), to: '/sales', icon: IconCoin },
    { label: msg('Play Game'), to: '/play', icon: IconDeviceGamepad2 },
    { label: msg('Settings'), to: '/cashier/settings', icon: IconSettings },
  ],
};

/** A link is active on its own page and on the pages below it, except a home matching everything. */
export function isActivePath(pathname: string, to: string, homes: readonly string[]): boolean {
  if (pathname === to) return true;
  if (homes.includes(to)) return false;
  return pathname.startsWith(`${to}/`);
}
