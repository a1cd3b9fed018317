import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocale } from '@/i18n/locale';
import { apiError, fakeApi, ok } from '@/test/fake-api';
import { CASHIER } from '@/test/fixtures';
import { renderSignedIn } from '@/test/render-signed-in';
import { CloseShiftForm } from './CloseShiftForm';
import { OpenShiftDialog } from './OpenShiftDialog';
import { sampleShift } from './shift-fixtures';

// Typing into Mantine inputs is slow on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

describe('the shift forms', () => {
  it('opens with the handed-over cash as the float, shown beside the count', async () => {
    const opened = sampleShift({ status: 'Open', closedAt: null, countedCash: null, overShort: null });
    const api = fakeApi({
      'GET /api/shifts/current': ok({
        shift: null,
        handover: {
          shiftId: '5a7e3c52-6f0e-4b8e-9d3f-1d2c3b4a5e6f',
          cashierName: 'Liya Mekonnen',
          countedCash: 1234.5,
          closedAt: '2026-11-23T15:00:00.000Z',
        },
      }),
      'POST /api/shifts/open': ok(opened),
    });
    const onOpened = vi.fn();
    renderSignedIn(
      <OpenShiftDialog
        opened
        reason="Open a shift before starting a game"
        onClose={() => {}}
        onOpened={onOpened}
      />,
      CASHIER,
    );
    const handover = await screen.findByLabelText('Handover');
    expect(handover).toHaveTextContent('Handed over by Liya Mekonnen');
    expect(handover).toHaveTextContent('1,234.50 Br');
    expect(screen.getByText('Open a shift before starting a game')).toBeInTheDocument();
    const u = userEvent.setup({ delay: null });
    const input = screen.getByLabelText(/^Cash counted in the drawer/, { selector: 'input' });
    expect(input).toHaveValue('1,234.5');
    await u.clear(input);
    await u.type(input, '1,200');
    expect(handover).toHaveTextContent('1,200.00 Br');
    await u.click(screen.getByRole('button', { name: 'Open Shift' }));
    await waitFor(() => expect(onOpened).toHaveBeenCalledWith(opened));
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => [c.path, c.body])).toEqual([['/api/shifts/open', { openingFloat: 1200 }]]);
  });

  it('opens with a float typed as "1,200.50" and sent with Enter', async () => {
    const opened = sampleShift({ status: 'Open', closedAt: null, countedCash: null, overShort: null });
    const api = fakeApi({
      'GET /api/shifts/current': ok({ shift: null, handover: null }),
      'POST /api/shifts/open': ok(opened),
    });
    const onOpened = vi.fn();
    renderSignedIn(<OpenShiftDialog opened onClose={() => {}} onOpened={onOpened} />, CASHIER);
    const input = await screen.findByLabelText(/^Cash counted in the drawer/, { selector: 'input' });
    await userEvent.setup({ delay: null }).type(input, '1,200.50{Enter}');
    await waitFor(() => expect(onOpened).toHaveBeenCalledWith(opened));
    expect(api.writes().map((c) => c.body)).toEqual([{ openingFloat: 1200.5 }]);
  });

  it('reviews a close counted as "1,450.50" and sent with Enter', async () => {
    const shift = sampleShift({ status: 'Open', closedAt: null, countedCash: null, overShort: null });
    const api = fakeApi({
      [`GET /api/shifts/${shift.id}/close-preview`]: ok({
        figures: shift.figures,
        countedCash: 1450.5,
        overShort: -67.5,
        gameRunning: false,
      }),
    });
    renderSignedIn(<CloseShiftForm shift={shift} onClosed={() => {}} />, CASHIER);
    const input = screen.getByLabelText(/^Cash counted at closing/, { selector: 'input' });
    await userEvent.setup({ delay: null }).type(input, '1,450.50{Enter}');
    expect(await screen.findByLabelText('Close preview')).toHaveTextContent('Short-67.50 Br');
    expect(api.calls[0]?.query.get('countedCash')).toBe('1450.5');
  });

  it('shows the server’s refusal to open a second shift', async () => {
    fakeApi({
      'GET /api/shifts/current': ok({ shift: null, handover: null }),
      'POST /api/shifts/open': apiError(409, 'You already have an open shift'),
    });
    renderSignedIn(<OpenShiftDialog opened onClose={() => {}} onOpened={() => {}} />, CASHIER);
    const u = userEvent.setup({ delay: null });
    await u.type(await screen.findByLabelText(/^Cash counted in the drawer/, { selector: 'input' }), '0');
    await u.click(screen.getByRole('button', { name: 'Open Shift' }));
    expect(await screen.findByText('You already have an open shift')).toBeInTheDocument();
  });

  it('shows the breakdown and over/short before the close is confirmed', async () => {
    const shift = sampleShift({ status: 'Open', closedAt: null, countedCash: null, overShort: null });
    const closed = sampleShift();
    const api = fakeApi({
      [`GET /api/shifts/${shift.id}/close-preview`]: ok({
        figures: shift.figures,
        countedCash: 1450.5,
        overShort: -67.5,
        gameRunning: false,
      }),
      [`POST /api/shifts/${shift.id}/close`]: ok(closed),
    });
    const onClosed = vi.fn();
    renderSignedIn(<CloseShiftForm shift={shift} onClosed={onClosed} />, CASHIER);
    const u = userEvent.setup({ delay: null });
    await u.type(screen.getByLabelText(/^Cash counted at closing/, { selector: 'input' }), '1450.5');
    expect(screen.queryByRole('button', { name: 'Confirm Close' })).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Review Close' }));
    const preview = await screen.findByLabelText('Close preview');
    expect(preview).toHaveTextContent('= Expected cash1,518.00 Br');
    expect(preview).toHaveTextContent('Short-67.50 Br');
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.query.get('countedCash')).toBe('1450.5');
    await u.click(screen.getByLabelText('Hand the counted cash over to the next shift'));
    await u.click(screen.getByRole('button', { name: 'Confirm Close' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalledWith(closed));
    expect(api.calls[1]?.body).toEqual({ countedCash: 1450.5, handover: true });
  });

  it('says a game is running in the preview, offering no Confirm until the game has ended, in Amharic too', async () => {
    const shift = sampleShift({ status: 'Open', closedAt: null, countedCash: null, overShort: null });
    let gameRunning = true;
    const api = fakeApi({
      [`GET /api/shifts/${shift.id}/close-preview`]: () =>
        ok({ figures: shift.figures, countedCash: 1518, overShort: 0, gameRunning }),
    });
    const u = userEvent.setup({ delay: null });
    const { unmount } = renderSignedIn(<CloseShiftForm shift={shift} onClosed={() => {}} />, CASHIER);
    await u.type(screen.getByLabelText(/^Cash counted at closing/, { selector: 'input' }), '1518{Enter}');
    const preview = await screen.findByLabelText('Close preview');
    expect(preview).toHaveTextContent('= Expected cash1,518.00 Br');
    // The words the close's 409 says, before the cashier tries it.
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Finish or end the running game before closing the shift',
    );
    expect(screen.queryByRole('button', { name: 'Confirm Close' })).toBeNull();

    // The game ended: the same count reviewed again asks the server again, and the close is offered.
    gameRunning = false;
    await u.click(screen.getByRole('button', { name: 'Review Close' }));
    expect(await screen.findByRole('button', { name: 'Confirm Close' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls.map((c) => c.path)).toEqual([
      `/api/shifts/${shift.id}/close-preview`,
      `/api/shifts/${shift.id}/close-preview`,
    ]);
    unmount();

    gameRunning = true;
    await useLocale.getState().setLanguage('am');
    try {
      renderSignedIn(<CloseShiftForm shift={shift} onClosed={() => {}} />, CASHIER);
      await u.type(await screen.findByLabelText(/^በመዝጊያ/, { selector: 'input' }), '1518{Enter}');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'ፈረቃውን ከመዝጋትዎ በፊት በሂደት ላይ ያለውን ጨዋታ ይጨርሱ ወይም ያቁሙ',
      );
    } finally {
      await useLocale.getState().setLanguage('en');
    }
  });

  it('names the largest count a drawer may hold instead of asking the server, in Amharic too', async () => {
    const shift = sampleShift({ status: 'Open', closedAt: null, countedCash: null, overShort: null });
    const api = fakeApi({ 'GET /api/shifts/current': ok({ shift: null, handover: null }) });
    const u = userEvent.setup({ delay: null });
    const { unmount } = renderSignedIn(<CloseShiftForm shift={shift} onClosed={() => {}} />, CASHIER);
    await u.type(
      screen.getByLabelText(/^Cash counted at closing/, { selector: 'input' }),
      '20000000000{Enter}',
    );
    expect(
      await screen.findByText('The cash counted must be at most 10,000,000,000.00 Br'),
    ).toBeInTheDocument();
    unmount();

    await useLocale.getState().setLanguage('am');
    try {
      renderSignedIn(<OpenShiftDialog opened onClose={() => {}} onOpened={() => {}} />, CASHIER);
      const float = await screen.findByLabelText(/^በመሳቢያው ውስጥ የተቆጠረ/, { selector: 'input' });
      await u.type(float, '10000000000.01{Enter}');
      expect(await screen.findByText('የተቆጠረው ጥሬ ገንዘብ ቢበዛ 10,000,000,000.00 ብር መሆን አለበት')).toBeInTheDocument();
    } finally {
      await useLocale.getState().setLanguage('en');
    }
    expect(api.calls.filter((c) => c.path.includes('close-preview') || c.method !== 'GET')).toEqual([]);
  });
});
