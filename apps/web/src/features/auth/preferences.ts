import { type Preferences, type UpdatePreferencesRequest, UserSchema } from '@bingo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale } from '@/i18n/locale';
import { api } from '@/lib/api';
import { authKeys } from './auth.queries';

/** Keeps the choice on the account, so the next sign-in on any PC shows the same. */
export const savePreferences = (body: UpdatePreferencesRequest) =>
  api.patch('/auth/me/preferences', UserSchema, body);

/** The screens switch at once; the account keeps the choice in the background. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (user) => queryClient.setQueryData(authKeys.me, user),
  });
}

/**
 * After sign-in: a language picked on the sign-in page is this person's new choice and is kept on
 * the account; otherwise the account's own language and calendar apply on this PC.
 */
export async function applyAccountPreferences(
  account: Partial<Preferences>,
  pickedOnSignIn: Preferences['language'] | null,
): Promise<void> {
  const locale = useLocale.getState();
  if (account.calendar) locale.setCalendar(account.calendar);
  if (pickedOnSignIn) {
    // Not kept if the line drops: this PC still shows the pick, and the next switch saves it.
    if (pickedOnSignIn !== account.language)
      await savePreferences({ language: pickedOnSignIn }).catch(() => undefined);
    return;
  }
  if (account.language) await locale.setLanguage(account.language);
}
