import type { BalanceOverviewUser, BalanceType } from '@bingo/contracts';
import { ConfirmModal } from '@/components/ConfirmModal';
import { useSetBalanceType } from '@/features/balance/balance.mutations';
import { messageOf } from '@/lib/api';

const CONSEQUENCE: Record<BalanceType, string> = {
  Unlimited: 'An Unlimited balance is never blocked and cannot be topped up.',
  Limited: 'A Limited balance can be topped up and never goes below 0.',
};

interface BalanceTypeModalProps {
  change: { user: BalanceOverviewUser; to: BalanceType } | null;
  onClose: () => void;
}

/** Switching a user between Limited and Unlimited, after a confirmation. */
export function BalanceTypeModal({ change, onClose }: BalanceTypeModalProps) {
  const setType = useSetBalanceType();
  const close = () => {
    setType.reset();
    onClose();
  };
  return (
    <ConfirmModal
      opened={change !== null}
      title="Change Balance Type"
      message={
        change ? (
          <>
            Switch <b>{change.user.email}</b> to <b>{change.to}</b>? {CONSEQUENCE[change.to]}
          </>
        ) : null
      }
      confirmLabel={change ? `Make ${change.to}` : 'Confirm'}
      color="blue"
      loading={setType.isPending}
      error={setType.isError ? `Failed to update balance type: ${messageOf(setType.error)}` : null}
      onConfirm={() => {
        if (!change) return;
        setType.mutate({ userId: change.user.id, balanceType: change.to }, { onSuccess: close });
      }}
      onClose={close}
    />
  );
}
