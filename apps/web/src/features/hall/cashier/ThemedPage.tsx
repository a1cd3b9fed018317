import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { useHallTheme } from '@/features/hall/themes';

/**
 * The cashier's pages sit on their theme's background; the play paths (/play, /select-cards) take the
 * theme's darker play background, as the game screen does.
 */
export function ThemedPage({ kind, children }: { kind: 'page' | 'play'; children: ReactNode }) {
  const { background } = useHallTheme(kind);
  return (
    <Box
      data-testid="themed-page"
      data-background={kind}
      m="calc(var(--mantine-spacing-md) * -1)"
      p="md"
      mih="calc(100dvh - var(--app-shell-header-height, 64px))"
      style={{ background }}
    >
      {children}
    </Box>
  );
}
