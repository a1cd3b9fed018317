import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '@/i18n/i18n';
import { installMessageTranslation } from '@/i18n/message-text';

installMessageTranslation();

/**
 * Context that only signed-in pages use (the date pickers). Mounted by the signed-in layouts rather
 * than the app root, so the sign-in page does not download it.
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  // Labels kept in plain modules (a movement's type, a win rule's name) are read where a table needs
  // them, in any feature; every catalog is there once the reader is signed in, so none falls back.
  useTranslation(NAMESPACES);
  return <DatesProvider settings={{ locale: 'en', firstDayOfWeek: 0 }}>{children}</DatesProvider>;
}
