import { messageText } from '@/i18n/message-text';
import { ApiError } from '@/lib/api';

/**
 * The server's own explanation of a refusal (a taken e-mail, a shop that just got a cashier), or
 * null for failures the user cannot act on (network, server errors, an expired session).
 */
export function serverReason(error: unknown): string | null {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
    return messageText(error.message, error.code);
  }
  return null;
}
