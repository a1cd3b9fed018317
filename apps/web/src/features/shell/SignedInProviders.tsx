import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { installMessageTranslation } from '@/i18n/message-text';

installMessageTranslation();

/**
 * Context that only signed-in pages use (the date pickers). Mounted by the signed-in layouts rather
 * than the app root, so the sign-in page does not download it.
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  return <DatesProvider settings={{ locale: 'en', firstDayOfWeek: 0 }}>{children}</DatesProvider>;
}
