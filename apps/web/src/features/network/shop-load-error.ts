import { SHOP_MESSAGES } from '@bingo/contracts';
import { ApiError } from '@/lib/api';

/** A shop outside the viewer's network answers 404 and reads as not found; anything else is a load error. */
export function shopLoadError(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return SHOP_MESSAGES.shopNotFound;
  return 'Failed to load shops. Please try again later.';
}
