import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import 'dayjs/locale/am';
import { NAMESPACES } from '@/i18n/i18n';
import { useLocale } from '@/i18n/locale';
import { installMessageTranslation } from '@/i18n/message-text';

installMessageTranslation();

interface SignedInProvidersProps {
  /** The app's query cache, from the layout's route context. */
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Context that only signed-in pages use: the query cache, the notifications and the date pickers.
 * Mounted by the signed-in layouts rather than the app root, so the sign-in page does not download it.
 */
export function SignedInProviders({ queryClient, children }: SignedInProvidersProps) {
  // Labels kept in plain modules (a movement's type, a win rule's name) are read where a table needs
  // them, in any feature; every catalog is there once the reader is signed in, so none falls back.
  useTranslation(NAMESPACES);
  const language = useLocale((l) => l.language);
  return (
    <QueryClientProvider client={queryClient}>
      <Notifications position="top-right" />
      <DatesProvider settings={{ locale: language === 'am' ? 'am' : 'en', firstDayOfWeek: 0 }}>
        {children}
      </DatesProvider>
    </QueryClientProvider>
  );
}
