import { SHOP_MESSAGES } from '@bingo/contracts';
import { i18n } from '@/i18n/i18n';
import { messageText } from '@/i18n/message-text';
import { ApiError } from '@/lib/api';

// i18n-namespace: network

/** A shop outside the viewer's network answers 404 and reads as not found; anything else is a load error. */
export function shopLoadError(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return messageText(SHOP_MESSAGES.shopNotFound);
  const t = i18n.getFixedT(null, 'network');
  return t('Failed to load shops. Please try again later.');
}
