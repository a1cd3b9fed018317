import { SHOP_MESSAGES, type Shop } from '@bingo/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteShop } from '@/features/shops/shops.mutations';
import { messageOf } from '@/lib/api';

/** The confirm-then-delete flow of a shop, shared by the list and the details page. */
export function useShopDelete(onDeleted?: (shop: Shop) => void) {
  const { t } = useTranslation('admin');
  const [target, setTarget] = useState<Shop | null>(null);
  const remove = useDeleteShop();
  return {
    target,
    ask: (shop: Shop) => {
      remove.reset();
      setTarget(shop);
    },
    cancel: () => setTarget(null),
    confirm: () => {
      if (!target) return;
      remove.mutate(target.id, {
        onSuccess: () => {
          setTarget(null);
          onDeleted?.(target);
        },
      });
    },
    pending: remove.isPending,
    error: remove.isError
      ? t('Failed to delete shop: {{message}}', { message: messageOf(remove.error) })
      : null,
    success: SHOP_MESSAGES.shopDeleted,
  };
}
