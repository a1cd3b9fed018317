import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';

/**
 * Context that only signed-in pages use (the modals manager and date pickers). Mounted by the
 * signed-in layouts rather than the app root, so the sign-in page does not download it.
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  return (
    <DatesProvider settings={{ locale: 'en', firstDayOfWeek: 0 }}>
      <ModalsProvider>{children}</ModalsProvider>
    </DatesProvider>
  );
}
