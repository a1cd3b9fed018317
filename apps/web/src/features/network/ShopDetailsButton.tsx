import { IconEye } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/links';

interface ShopDetailsButtonProps {
  to: '/superagent/shops/$id' | '/agent/shops/$id';
  shopId: string;
  children: ReactNode;
}

/** A shops table's View Details button, to the viewer's own Shop Details page. */
export function ShopDetailsButton({ to, shopId, children }: ShopDetailsButtonProps) {
  return (
    <ButtonLink to={to} params={{ id: shopId }} size="xs" variant="light" leftSection={<IconEye size={14} />}>
      {children}
    </ButtonLink>
  );
}
