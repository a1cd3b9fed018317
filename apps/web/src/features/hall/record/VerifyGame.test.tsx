import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocale } from '@/i18n/locale';
import { apiError, fakeApi } from '@/test/fake-api';
import { VerifyGame } from './VerifyGame';

const GAME = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

afterEach(async () => {
  vi.unstubAllGlobals();
  await useLocale.getState().setLanguage('en');
});

function openVerifyPage() {
  const queryClient = new QueryClient();
  return render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <VerifyGame id={GAME} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the public verify page', () => {
  it('says an unknown game in the visitor’s language, though no one is signed in', async () => {
    await useLocale.getState().setLanguage('am');
    fakeApi({ [`GET /api/public/games/${GAME}`]: apiError(404, 'Game not found') });
    openVerifyPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('ጨዋታው አልተገኘም');
    expect(alert).not.toHaveTextContent('Game not found');
  });

  it('says it in English for an English visitor', async () => {
    fakeApi({ [`GET /api/public/games/${GAME}`]: apiError(404, 'Game not found') });
    openVerifyPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Game not found. A game is published here once it has ended.',
    );
  });
});
