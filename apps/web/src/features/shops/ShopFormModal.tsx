import type { Shop } from '@bingo/contracts';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ShopEditForm, type ShopFormRole } from './ShopEditForm';

interface ShopFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The signed-in user's role: it decides the agent field and the messages. */
  actorRole: ShopFormRole;
  /** Edit this shop; without it the modal creates one. */
  shop?: Shop;
  /** Defaults to the spec's 'Create New Shop' (or 'Edit Shop'). */
  title?: string;
  submitLabel?: string;
  /** Runs when the modal closes itself after a success. */
  onSaved?: (shop: Shop) => void;
}

/**
 * Create or edit a shop in a modal: success message, reset, reload (the mutation refreshes the shop
 * lists), then the modal closes after 2 s. Closing it throws the form and its messages away.
 */
export function ShopFormModal({
  opened,
  onClose,
  actorRole,
  shop,
  title,
  submitLabel,
  onSaved,
}: ShopFormModalProps) {
  const { t } = useTranslation('shops');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title ?? (shop ? t('Edit Shop') : t('Create New Shop'))}
      size="lg"
      closeOnClickOutside={false}
    >
      {opened ? (
        <ShopEditForm
          actorRole={actorRole}
          shop={shop}
          submitLabel={submitLabel}
          onCancel={onClose}
          onDone={(saved) => {
            onClose();
            onSaved?.(saved);
          }}
        />
      ) : null}
    </Modal>
  );
}
