import { messageText } from '@/i18n/message-text';
import { ApiError, messageOf, NO_RESPONSE, noResponse, refusedWithReason } from './api';

/**
 * The spec's failure texts, each chosen by what went wrong: the server refused with its reason,
 * the server failed, or no answer came at all.
 */
export function topUpFailure(error: unknown): string {
  return messageText(
    noResponse(error) ? `Top-up failed: ${NO_RESPONSE}` : `Failed to top-up balance: ${messageOf(error)}`,
  );
}

/** An answer from the server reads 'Failed to …'; a call that never got one 'Error resetting …'. */
export function resetPasswordFailure(error: unknown): string {
  if (error instanceof ApiError) return messageText(`Failed to reset password: ${messageOf(error)}`);
  return messageText(
    `Error resetting password: ${noResponse(error) ? NO_RESPONSE : messageOf(error, 'Unknown error')}`,
  );
}

export const STATUS_FAILED = 'Failed to update user status. Please try again.';

/** The server's reason when it gave one (e.g. the user is outside the caller's network). */
export function statusFailure(error: unknown): string {
  return messageText(
    refusedWithReason(error) ? `Failed to update user status: ${error.message}` : STATUS_FAILED,
  );
}

export const USERS_DATA_FAILED = 'Failed to fetch users data';

export const AGENTS_FAILED = 'Failed to load agents. Please try again later.';

/** The HTTP status when the server answered; the plain text when nothing came back. */
export function agentsFailure(error: unknown): string {
  return messageText(error instanceof ApiError ? `Failed to fetch agents: ${error.status}` : AGENTS_FAILED);
}

export const DATA_FAILED = 'Failed to load data. Please try again later.';

/** A reason worth reading when the server refused; the plain text when it failed or was out of reach. */
export function dataFailure(error: unknown): string {
  return messageText(refusedWithReason(error) ? `Failed to load data: ${error.message}` : DATA_FAILED);
}
