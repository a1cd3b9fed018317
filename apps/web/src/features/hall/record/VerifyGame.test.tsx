import { sha256Hex } from '@bingo/engine';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocale } from '@/i18n/locale';
import { apiError, fakeApi, ok } from '@/test/fake-api';
import { aWonPublicGame } from '@/test/fixtures';
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

  it('lets a visitor on an English device switch the page to Amharic, with no account to keep it', async () => {
    fakeApi({ [`GET /api/public/games/${GAME}`]: ok(aWonPublicGame()) });
    openVerifyPage();
    expect(await screen.findByTestId('commitment-verdict')).toHaveTextContent('Commitment matches');
    await userEvent.setup({ delay: null }).click(screen.getByRole('radio', { name: 'አማርኛ' }));
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('የቢንጎ ጨዋታ አረጋግጥ');
    expect(screen.getByTestId('commitment-verdict')).toHaveTextContent('የማረጋገጫ ኮዱ ይዛመዳል');
    expect(useLocale.getState().language).toBe('am');
  });

  it('says the server could not be reached, not that the game has not ended, and Try again fetches it', async () => {
    let down = true;
    fakeApi({
      [`GET /api/public/games/${GAME}`]: () => {
        // As fetch fails when nothing answers at all.
        if (down) throw new TypeError('Failed to fetch');
        return ok(aWonPublicGame());
      },
    });
    openVerifyPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /^The server could not be reachedThe server did not answer\. Press Try again in a moment\.Try again$/,
    );
    expect(screen.queryByText(/once it has ended/)).toBeNull();
    down = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('commitment-verdict')).toHaveTextContent('Commitment matches');
  });

  it("says a proxy's 503 in Amharic as an outage too", async () => {
    await useLocale.getState().setLanguage('am');
    fakeApi({ [`GET /api/public/games/${GAME}`]: apiError(503, 'Service Unavailable') });
    openVerifyPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('ሰርቨሩን ማግኘት አልተቻለም');
    expect(alert).toHaveTextContent('ሰርቨሩ ምላሽ አልሰጠም (Service Unavailable)። ትንሽ ቆይተው እንደገና ሞክርን ይጫኑ።');
    expect(alert).not.toHaveTextContent('ካበቃ በኋላ');
  });

  it('says it in English for an English visitor', async () => {
    fakeApi({ [`GET /api/public/games/${GAME}`]: apiError(404, 'Game not found') });
    openVerifyPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Game not found. A game is published here once it has ended.',
    );
  });

  it('checks the whole game in the browser and says so in one line when it follows the rules', async () => {
    fakeApi({ [`GET /api/public/games/${GAME}`]: ok(aWonPublicGame()) });
    openVerifyPage();
    expect(await screen.findByTestId('game-verdict')).toHaveTextContent(
      'The whole game checks out: the commitment, the order, every claim’s verdict, the prize and commission from the bet and rate, the prize split and the bonus.',
    );
    expect(screen.getByTestId('commitment-verdict')).toHaveTextContent('Commitment matches');
    expect(screen.getByTestId('call-list').querySelectorAll('tbody tr')).toHaveLength(25);
  });

  it('names a winner’s share that does not follow from the prize, though the draw itself matches', async () => {
    fakeApi({ [`GET /api/public/games/${GAME}`]: ok(aWonPublicGame({ prizeShare: 50.01 })) });
    openVerifyPage();
    const verdict = await screen.findByTestId('game-verdict');
    expect(verdict).toHaveTextContent('This game’s record does not follow the rules');
    expect(verdict).toHaveTextContent(
      "Each winner's share is recorded as 5001 santim, but 10000 split 2 ways is 5000.",
    );
    expect(verdict).not.toHaveTextContent('checks out');
    expect(screen.getByTestId('commitment-verdict')).toHaveTextContent('Commitment matches');
  });

  it('names a prize raised with its split and commission: the bet and rate published beside it say what it was', async () => {
    fakeApi({
      [`GET /api/public/games/${GAME}`]: ok(aWonPublicGame({ prize: 200, prizeShare: 100, commission: 50 })),
    });
    openVerifyPage();
    const verdict = await screen.findByTestId('game-verdict');
    expect(verdict).toHaveTextContent('This game’s record does not follow the rules');
    expect(verdict).toHaveTextContent(
      'The prize is recorded as 20000 santim, but 5 cards at 2500 santim make 12500, and less the 20% commission, rounded to whole Birr, the prize is 10000.',
    );
    expect(verdict).toHaveTextContent(
      'The commission is recorded as 5000 santim, but 12500 santim less the prize of 10000 is 2500.',
    );
    expect(verdict).not.toHaveTextContent('split');
  });

  it('says the money findings in Amharic', async () => {
    await useLocale.getState().setLanguage('am');
    fakeApi({ [`GET /api/public/games/${GAME}`]: ok(aWonPublicGame({ ratePercent: 10 })) });
    openVerifyPage();
    const verdict = await screen.findByTestId('game-verdict');
    expect(verdict).toHaveTextContent(
      'ሽልማቱ 10000 ሳንቲም ተብሎ ተመዝግቧል፤ ነገር ግን 5 ካርዶች በ2500 ሳንቲም 12500 ይሆናሉ፤ የ10% ኮሚሽን ተቀንሶ ወደ ሙሉ ብር ሲጠጋጋ ሽልማቱ 11300 ነው።',
    );
    expect(verdict).toHaveTextContent(
      'ኮሚሽኑ 2500 ሳንቲም ተብሎ ተመዝግቧል፤ ነገር ግን 12500 ሳንቲም ከ11300 ሽልማት ሲቀነስ 1200 ነው።',
    );
    expect(verdict).not.toHaveTextContent(/[A-Za-z]/);
  });

  it('says the verdict and each finding in Amharic to an Amharic visitor', async () => {
    await useLocale.getState().setLanguage('am');
    fakeApi({
      [`GET /api/public/games/${GAME}`]: ok(aWonPublicGame({ prizeShare: 50.01, winningCall: null })),
    });
    openVerifyPage();
    const verdict = await screen.findByTestId('game-verdict');
    expect(verdict).toHaveTextContent('የዚህ ጨዋታ መዝገብ ደንቦቹን አይከተልም');
    expect(verdict).toHaveTextContent('የእያንዳንዱ አሸናፊ ድርሻ 5001 ሳንቲም ተብሎ ተመዝግቧል፤ ነገር ግን 10000 ለ2 ሲከፈል 5000 ነው።');
    // A value that is a word ('none') is said in Amharic too.
    expect(verdict).toHaveTextContent('አሸናፊው ጥሪ የለም ተብሎ ተመዝግቧል፤ ነገር ግን አሸናፊው ጥያቄ የሚቆጠረው በጥሪ 24 ነው።');
    expect(verdict).not.toHaveTextContent(/[A-Za-z]/);
  });

  it('says a sound game checks out in Amharic', async () => {
    await useLocale.getState().setLanguage('am');
    fakeApi({ [`GET /api/public/games/${GAME}`]: ok(aWonPublicGame()) });
    openVerifyPage();
    expect(await screen.findByTestId('game-verdict')).toHaveTextContent(
      'ጨዋታው በሙሉ ትክክል ነው፦ የማረጋገጫ ኮዱ፣ የዕጣው ቅደም ተከተል፣ የእያንዳንዱ ጥያቄ ውሳኔ፣ ከውርርዱ እና ከኮሚሽን መጠኑ የሚሰሉት ሽልማት እና ኮሚሽን፣ የሽልማቱ ክፍፍል እና ቦነሱ።',
    );
  });

  it('shows the exact text that was hashed and a shell line that hashes it, each to copy', async () => {
    const game = aWonPublicGame();
    fakeApi({ [`GET /api/public/games/${GAME}`]: ok(game) });
    openVerifyPage();
    const user = userEvent.setup({ delay: null });
    const text = `${game.salt}:${game.order.join(',')}`;
    const hashed = await screen.findByTestId('hashed-text');
    expect(hashed.textContent).toBe(text);
    expect(sha256Hex(hashed.textContent ?? '')).toBe(game.commitment);
    const shell = `printf '%s' '${text}' | sha256sum`;
    expect(screen.getByTestId('hashed-shell').textContent).toBe(shell);
    await user.click(screen.getByRole('button', { name: 'Copy text' }));
    expect(await navigator.clipboard.readText()).toBe(text);
    await user.click(screen.getByRole('button', { name: 'Copy command' }));
    expect(await navigator.clipboard.readText()).toBe(shell);
    // The labels stay for reading: they are what the hall heard, not what was hashed.
    expect(screen.getByTestId('order-value').textContent).toMatch(/^[BINGO]\d+, [BINGO]\d+, /);
  });

  it('shows the order alone as the text hashed for a game from before salted commitments', async () => {
    const unsalted = aWonPublicGame();
    const game = { ...unsalted, salt: null, commitment: sha256Hex(unsalted.order.join(',')) };
    fakeApi({ [`GET /api/public/games/${GAME}`]: ok(game) });
    openVerifyPage();
    expect((await screen.findByTestId('hashed-text')).textContent).toBe(game.order.join(','));
    expect(screen.getByTestId('hashed-shell').textContent).toBe(
      `printf '%s' '${game.order.join(',')}' | sha256sum`,
    );
    expect(screen.getByTestId('commitment-verdict')).toHaveTextContent('Commitment matches');
    // There is no salt to speak of: the order alone was sealed.
    expect(screen.getByTestId('commitment-verdict')).toHaveTextContent(
      'The revealed order, hashed in this browser, gives the commitment the server recorded at Start (a game from before salted commitments). Compare its first 8 characters with the ones the hall’s display showed before the first call: if they are the same, the order was not changed during the game.',
    );
    // The command runs as written where sha256sum is: the caption says where, and what a Mac needs.
    expect(
      screen.getByText(
        'To check it yourself, paste this into a Linux terminal (on a Mac, write shasum -a 256 for sha256sum): it prints the commitment',
      ),
    ).toBeInTheDocument();
  });

  it('says an unsalted order that does not give the recorded commitment is not the one sealed', async () => {
    const unsalted = aWonPublicGame();
    const game = {
      ...unsalted,
      salt: null,
      commitment: sha256Hex(unsalted.order.slice().reverse().join(',')),
    };
    fakeApi({ [`GET /api/public/games/${GAME}`]: ok(game) });
    openVerifyPage();
    expect(await screen.findByTestId('commitment-verdict')).toHaveTextContent(
      'The revealed order, hashed in this browser, does not give the commitment the server recorded at Start: this order is not the one the game was sealed with.',
    );
  });

  it('says what its commitment check shows and asks the reader to hold it to what the display showed before the first call', async () => {
    const game = aWonPublicGame();
    fakeApi({ [`GET /api/public/games/${GAME}`]: ok(game) });
    openVerifyPage();
    const verdict = await screen.findByTestId('commitment-verdict');
    expect(verdict).toHaveTextContent(
      'The revealed order and salt, hashed in this browser, give the commitment the server recorded at Start. Compare its first 8 characters with the ones the hall’s display showed before the first call: if they are the same, the order was not changed during the game.',
    );
    expect(verdict).not.toHaveTextContent('fixed before the first call');
    expect(screen.getByTestId('commitment-short').textContent).toBe(game.commitment.slice(0, 8));
    expect(verdict).toHaveTextContent(`First 8 characters${game.commitment.slice(0, 8)}`);
  });

  it('says a revealed order that does not hash to the recorded commitment is not the one the game was sealed with', async () => {
    const game = aWonPublicGame({ commitment: 'f'.repeat(64) });
    fakeApi({ [`GET /api/public/games/${GAME}`]: ok(game) });
    openVerifyPage();
    const verdict = await screen.findByTestId('commitment-verdict');
    expect(verdict).toHaveTextContent('Commitment does not match');
    expect(verdict).toHaveTextContent(
      'The revealed order and salt, hashed in this browser, do not give the commitment the server recorded at Start: this order is not the one the game was sealed with.',
    );
    expect(screen.getByTestId('commitment-short').textContent).toBe('ffffffff');
  });

  it('says the commitment check and the comparison in Amharic', async () => {
    await useLocale.getState().setLanguage('am');
    const game = aWonPublicGame();
    fakeApi({ [`GET /api/public/games/${GAME}`]: ok(game) });
    openVerifyPage();
    const verdict = await screen.findByTestId('commitment-verdict');
    expect(verdict).toHaveTextContent(
      'የተገለጹት ቅደም ተከተል እና ጨው (salt) በዚህ ብራውዘር ሲሰሉ ሰርቨሩ ጨዋታው ሲጀመር የመዘገበውን የማረጋገጫ ኮድ ይሰጣሉ። የመጀመሪያዎቹን 8 ፊደላት ከመጀመሪያው ጥሪ በፊት የአዳራሹ ማሳያ ካሳያቸው ጋር ያወዳድሩ፤ አንድ ከሆኑ የዕጣው ቅደም ተከተል በጨዋታው ወቅት አልተቀየረም።',
    );
    expect(verdict).toHaveTextContent(`የመጀመሪያዎቹ 8 ፊደላት${game.commitment.slice(0, 8)}`);
  });
});
