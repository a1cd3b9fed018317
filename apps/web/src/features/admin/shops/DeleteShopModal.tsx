import { ConfirmModal } from '@/components/ConfirmModal';
import type { useShopDelete } from './use-shop-delete';

/** Asks before the soft delete: the shop leaves every list, its sales history stays. */
export function DeleteShopModal({ flow }: { flow: ReturnType<typeof useShopDelete> }) {
  return (
    <ConfirmModal
      opened={flow.target !== null}
      title="Delete Shop"
      message={
        <>
          Delete <b>{flow.target?.name}</b>? It disappears from every list and its cashier is released; its
          sales history is kept.
        </>
      }
      confirmLabel="Delete"
      loading={flow.pending}
      error={flow.error}
      onConfirm={flow.confirm}
      onClose={flow.cancel}
    />
  );
}
