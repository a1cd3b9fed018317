import type { Shift } from '@bingo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '@/test/fake-api';
import { AGENT } from '@/test/fixtures';
import { renderSignedIn } from '@/test/render-signed-in';
import { CloseShiftDialog } from './CloseShiftDialog';
import { ShiftsTable } from './ShiftsTable';
import { sampleShift } from './shift-fixtures';

// Typing into Mantine inputs is slow on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

const open = sampleShift({ status: 'Open', closedAt: null, countedCash: null, overShort: null });
const done = sampleShift({ id: '9b7e3c52-6f0e-4b8e-9d3f-1d2c3b4a5e6f', cashierName: 'Liya Mekonnen' });

/** The day page's use of the table and the dialog. */
function DayShifts() {
  const [closing, setClosing] = useState<Shift | null>(null);
  return (
    <>
      <ShiftsTable shifts={[open, done]} onCorrect={() => {}} onCloseShift={setClosing} />
      <CloseShiftDialog shift={closing} onClose={() => setClosing(null)} />
    </>
  );
}

describe('a shift its cashier left open', () => {
  it('is closed by the agent from the day’s table, with the cash counted; a closed one offers no Close', async () => {
    const api = fakeApi({
      [`GET /api/shifts/${open.id}/close-preview`]: ok({
        figures: open.figures,
        countedCash: 1518,
        overShort: 0,
        gameRunning: false,
      }),
      [`POST /api/shifts/${open.id}/close`]: ok({
        ...open,
        status: 'Closed',
        countedCash: 1518,
        overShort: 0,
        gameRunning: false,
      }),
    });
    renderSignedIn(<DayShifts />, AGENT);
    expect(screen.queryByRole('button', { name: 'Close the shift of Liya Mekonnen' })).toBeNull();
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: 'Close the shift of Abebe Kebede' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close Shift' });
    await u.type(within(dialog).getByLabelText(/^Cash counted at closing/, { selector: 'input' }), '1518');
    await u.click(within(dialog).getByRole('button', { name: 'Review Close' }));
    await u.click(await within(dialog).findByRole('button', { name: 'Confirm Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `GET /api/shifts/${open.id}/close-preview`,
      `POST /api/shifts/${open.id}/close`,
    ]);
    expect(api.calls[1]?.body).toEqual({ countedCash: 1518, handover: false });
  });
});
