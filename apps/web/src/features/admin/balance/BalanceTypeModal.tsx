import type { BalanceOverviewUser, BalanceType } from '@bingo/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/ConfirmModal';
import { useSetBalanceType } from '@/features/balance/balance.mutations';
import { msg } from '@/i18n/msg';
import { messageOf } from '@/lib/api';
import { BALANCE_TYPE_LABELS, MAKE_BALANCE_TYPE } from '../role-labels';

const CONSEQUENCE: Record<BalanceType, string> = {
  Unlimited: msg('An Unlimited balance is never blocked and cannot be topped up.'),
  Limited: msg('A Limited balance can be topped up and never goes below 0.'),
};

interface BalanceTypeModalProps {
  change: { user: BalanceOverviewUser; to: BalanceType } | null;
  onClose: () => void;
}

/** Switching a user between Limited and Unlimited, after a confirmation. */
export function BalanceTypeModal({ change, onClose }: BalanceTypeModalProps) {
  const { t } = useTranslation('admin');
  const setType = useSetBalanceType();
  const close = () => {
    setType.reset();
    onClose();
  };
  return (
    <ConfirmModal
      opened={change !== null}
      title={t('Change Balance Type')}
      message={
        change ? (
          <>
            <Trans
              t={t}
              i18nKey={msg('Switch <b>{{email}}</b> to <b>{{type}}</b>?')}
              // i18n-dynamic: balance type labels are msg() keys in role-labels.ts
              values={{ email: change.user.email, type: t(BALANCE_TYPE_LABELS[change.to]) }}
              components={{ b: <b /> }}
            />{' '}
            {/* i18n-dynamic: the consequences are msg() keys in CONSEQUENCE */}
            {t(CONSEQUENCE[change.to])}
          </>
        ) : null
      }
      // i18n-dynamic: msg() keys in role-labels.ts
      confirmLabel={change ? t(MAKE_BALANCE_TYPE[change.to]) : t('Confirm')}
      color="blue"
      loading={setType.isPending}
      error={
        setType.isError
          ? t('Failed to update balance type: {{message}}', { message: messageOf(setType.error) })
          : null
      }
      onConfirm={() => {
        if (!change) return;
        setType.mutate({ userId: change.user.id, balanceType: change.to }, { onSuccess: close });
      }}
      onClose={close}
    />
  );
}
