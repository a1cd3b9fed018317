import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { useLocale } from '@/i18n/locale';
import { ApiError } from '@/lib/api';
import { useSession } from '@/stores/session';
import { fakeApi } from '@/test/fake-api';
import { CASHIER } from '@/test/fixtures';
import { askForCall, startFailureMessage } from './games.api';

const GAME_ID = '00000000-0000-4000-8000-000000000001';

beforeEach(async () => {
  await useLocale.getState().setLanguage('am');
  await i18n.loadNamespaces('errors');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await useLocale.getState().setLanguage('en');
});

describe('the game calls, on an Amharic screen', () => {
  it("say a refused Start in Amharic, by the server's code", () => {
    const insufficient = new ApiError(
      402,
      'Insufficient balance to start the game. Please add funds to your account.',
      { code: 'GAME_INSUFFICIENT' },
    );
    expect(startFailureMessage(insufficient)).toBe('ጨዋታውን ለመጀመር በቂ ቀሪ ሂሳብ የለም። እባክዎ ወደ መለያዎ ገንዘብ ይሙሉ።');
    const belowMinimum = new ApiError(400, 'The minimum bet is 20.00 Br per card.', {
      code: 'TEMPLATE_MINIMUM_BET',
      params: { amount: '20.00 Br' },
    });
    expect(startFailureMessage(belowMinimum)).toBe('ዝቅተኛው ውርርድ በአንድ ካርድ 20.00 ብር ነው።');
  });

  it('say the failed payment in Amharic when the server gave no reason', () => {
    const paymentFailed = 'ክፍያውን ማስኬድ አልተቻለም። እባክዎ እንደገና ይሞክሩ።';
    expect(startFailureMessage(new ApiError(503, 'Service Unavailable'))).toBe(paymentFailed);
    expect(startFailureMessage(new TypeError('Failed to fetch'))).toBe(paymentFailed);
    expect(startFailureMessage(new ApiError(400, ''))).toBe(paymentFailed);
  });

  it('say why the server stopped the calls in Amharic', async () => {
    useSession.setState({ token: 'header.payload.signature', user: CASHIER, notice: null });
    fakeApi({
      [`POST /api/games/${GAME_ID}/calls`]: {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          code: 'GAME_NOT_RUNNING',
          message: 'This game has already ended',
        },
      },
    });
    expect(await askForCall(GAME_ID, 7)).toEqual({ kind: 'closed', message: 'ይህ ጨዋታ አስቀድሞ አብቅቷል' });
  });
});
