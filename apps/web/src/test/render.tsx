import { MantineProvider } from '@mantine/core';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { theme } from '../theme';

/** Renders a component inside the app's Mantine theme, as the real app does. */
export function renderWithTheme(ui: ReactElement): RenderResult {
  return render(<MantineProvider theme={theme}>{ui}</MantineProvider>);
}
