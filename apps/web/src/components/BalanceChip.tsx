import { ActionIcon, Badge, Group, Loader, Tooltip } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatBirr } from '../lib/format';
import { usePreferences } from '../stores/preferences';

export const HIDDEN_BALANCE = '••••••';

interface BalanceChipProps {
  /** Birr from the API; undefined while loading. */
  amount: number | undefined;
  loading?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

/** The balance hidden as dots until toggled, so customers near the counter do not see it. */
export function BalanceChip({ amount, loading, size = 'lg' }: BalanceChipProps) {
  const { t } = useTranslation('common');
  const visible = usePreferences((s) => s.balanceVisible);
  const toggle = usePreferences((s) => s.toggleBalance);
  const label = visible ? t('Hide balance') : t('Show balance');
  return (
    <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
      <Badge
        size={size}
        variant="light"
        color="green"
        radius="sm"
        data-testid="balance-chip"
        tt="none"
        style={{ flexShrink: 0, overflow: 'visible' }}
      >
        {loading || amount === undefined ? (
          <Loader size={12} color="green" />
        ) : visible ? (
          formatBirr(amount)
        ) : (
          HIDDEN_BALANCE
        )}
      </Badge>
      <Tooltip label={label}>
        <ActionIcon variant="subtle" color="gray" onClick={toggle} aria-label={label}>
          {visible ? <IconEyeOff size={18} /> : <IconEye size={18} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
