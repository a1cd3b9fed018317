import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalog } from './catalogs';
import { i18n } from './i18n';
import { useLightT } from './light-t';
import { useLocale } from './locale';

function Texts({ namespace, keys }: { namespace: string; keys: string[] }) {
  const t = useLightT(namespace);
  return <p>{keys.map((key) => t(key)).join(' | ')}</p>;
}

let waited = 0;
function Waiting() {
  waited += 1;
  return <p>waiting</p>;
}

function renderTexts(namespace: string, keys: string[]) {
  waited = 0;
  return render(
    <Suspense fallback={<Waiting />}>
      <Texts namespace={namespace} keys={keys} />
    </Suspense>,
  );
}

afterEach(async () => {
  await act(() => useLocale.getState().setLanguage('en'));
});

// Each test reads a namespace no other test of the file has fetched: the catalogs stay once fetched.
describe('the texts the sign-in page reads without i18next', () => {
  it('reads a key as itself in English, at once', () => {
    renderTexts('auth', ['Login', 'A text in no catalog']);
    expect(screen.getByText('Login | A text in no catalog')).toBeInTheDocument();
    expect(waited).toBe(0);
  });

  it('waits for an Amharic catalog rather than show English, then reads it; a key it lacks reads as itself', async () => {
    useLocale.setState({ language: 'am' });
    renderTexts('display', ['BINGO!', 'A text in no catalog']);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    // React retries the screen inside the test's act once the catalog is here.
    await act(() => loadCatalog('am', 'display'));
    expect(screen.getByText('ቢንጎ! | A text in no catalog')).toBeInTheDocument();
  });

  it('switches language once the catalogs on show are here, without waiting on screen', async () => {
    renderTexts('shops', ['Agent']);
    expect(screen.getByText('Agent')).toBeInTheDocument();
    await act(() => useLocale.getState().setLanguage('am'));
    expect(screen.getByText('ወኪል')).toBeInTheDocument();
    expect(waited).toBe(0);
  });
});

describe('i18next, loaded after the sign-in page', () => {
  it('follows the language the sign-in page switched to', async () => {
    await act(() => useLocale.getState().setLanguage('am'));
    expect(i18n.language).toBe('am');
    // A switch made while i18next was on its way reaches it too.
    act(() => useLocale.setState({ language: 'en' }));
    await waitFor(() => expect(i18n.language).toBe('en'));
  });
});
