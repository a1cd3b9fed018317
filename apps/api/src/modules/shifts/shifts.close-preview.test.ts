import type { ClosePreview, Shift } from '@bingo/contracts';
import { caller } from '@test/fixtures/money';
import { appWithNetwork } from '@test/support';
import { describe, expect, it } from 'vitest';

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);

const opened = await call.post<Shift>(net.cashier1, '/api/shifts/open', { openingFloat: 100 });
const preview = (countedCash: string) =>
  call.get<ClosePreview>(
    net.cashier1,
    `/api/shifts/${opened.body.id}/close-preview?countedCash=${countedCash}`,
  );

const refused = (code: string, message: string) => ({
  status: 400,
  body: { statusCode: 400, error: 'Bad Request', code, message },
});

describe('the close preview’s count', () => {
  it('is read as plain digits with up to 2 decimals', async () => {
    expect((await preview('98.5')).body).toMatchObject({ countedCash: 98.5, overShort: -1.5 });
    expect((await preview('0')).body).toMatchObject({ countedCash: 0, overShort: -100 });
  });

  it('refuses what Number() would have read as another count: empty, a space, hex, an exponent', async () => {
    for (const typed of ['', '%20', '0x10', '1e3', '-1', '1.005']) {
      // The float's and the close's counts are worded alike, so they share the first one's code.
      expect(await preview(typed), typed).toEqual(
        refused(
          'SHIFT_OPENING_FLOAT',
          'Enter the cash counted in the drawer (0 or more, at most 2 decimals)',
        ),
      );
    }
  });

  it('names the largest count, in the preview and at the close alike', async () => {
    const tooLarge = refused('SHIFT_CASH_TOO_LARGE', 'The cash counted must be at most 10,000,000,000.00 Br');
    expect(await preview('10000000000.01')).toEqual(tooLarge);
    const close = await call.post(net.cashier1, `/api/shifts/${opened.body.id}/close`, {
      countedCash: 20_000_000_000,
    });
    expect(close).toEqual(tooLarge);
  });
});
