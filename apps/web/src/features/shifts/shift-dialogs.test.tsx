import { SHIFT_MESSAGES, type Shift } from '@bingo/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocale } from '@/i18n/locale';
import { apiError, fakeApi, ok } from '@/test/fake-api';
import { renderSignedIn } from '@/test/render-signed-in';
import { CorrectionDialog } from './CorrectionDialog';
import { OpenShiftDialog } from './OpenShiftDialog';
import { ShiftSettingsForm } from './ShiftSettingsForm';
import { sampleShift } from './shift-fixtures';

const AGENT = {
  id: '3a7e3c52-6f0e-4b8e-9d3f-1d2c3b4a5e6f',
  email: 'agent1@bingo.et',
  role: 'Agent',
} as const;
const FIRST = sampleShift();
const SECOND = sampleShift({ id: '9b7e3c52-6f0e-4b8e-9d3f-1d2c3b4a5e6f', cashierName: 'Liya Mekonnen' });

// Typing into Mantine inputs is slow on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(async () => {
  vi.unstubAllGlobals();
  await useLocale.getState().setLanguage('en');
});

/** The day page's use of the dialog: one Correct button per shift, one dialog for them all. */
function Corrections() {
  const [correcting, setCorrecting] = useState<Shift | null>(null);
  return (
    <>
      <button type="button" onClick={() => setCorrecting(FIRST)}>
        Correct first
      </button>
      <button type="button" onClick={() => setCorrecting(SECOND)}>
        Correct second
      </button>
      <CorrectionDialog shift={correcting} onClose={() => setCorrecting(null)} />
    </>
  );
}

const amountField = () => screen.getByLabelText(/^Amount \(Br\)/, { selector: 'input' });
const reasonField = () => screen.getByLabelText(/^Reason/, { selector: 'textarea' });

describe('the shift dialogs', () => {
  it('start a correction from empty fields after Cancel, for the next shift too', async () => {
    fakeApi({
      [`POST /api/shifts/${FIRST.id}/corrections`]: apiError(409, 'This shift is already closed'),
    });
    renderSignedIn(<Corrections />, AGENT);
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: 'Correct first' }));
    await screen.findByRole('dialog');
    await u.type(amountField(), '-20');
    await u.type(reasonField(), 'Counted twice');
    await u.click(screen.getByRole('button', { name: 'Add Correction' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This shift is already closed');
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await u.click(screen.getByRole('button', { name: 'Correct second' }));
    await screen.findByRole('dialog');
    expect(amountField()).toHaveValue('');
    expect(reasonField()).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('send a correction again with its Idempotency-Key, from a reopened dialog too, and the next correction with a new one', async () => {
    let answered = 0;
    const api = fakeApi({
      [`POST /api/shifts/${FIRST.id}/corrections`]: () =>
        ++answered === 1 ? apiError(503, 'The server is busy. Please try again.') : ok(FIRST),
    });
    renderSignedIn(<Corrections />, AGENT);
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: 'Correct first' }));
    await screen.findByRole('dialog');
    await u.type(amountField(), '-20');
    await u.type(reasonField(), 'Counted twice');
    await u.click(screen.getByRole('button', { name: 'Add Correction' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy. Please try again.');
    // Closed and opened again, the same correction is still the same action.
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await u.click(screen.getByRole('button', { name: 'Correct first' }));
    await screen.findByRole('dialog');
    await u.type(amountField(), '-20');
    await u.type(reasonField(), 'Counted twice');
    await u.click(screen.getByRole('button', { name: 'Add Correction' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await u.click(screen.getByRole('button', { name: 'Correct first' }));
    await screen.findByRole('dialog');
    await u.type(amountField(), '-20');
    await u.type(reasonField(), 'Counted twice');
    await u.click(screen.getByRole('button', { name: 'Add Correction' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const sent = api.writes();
    expect(sent.map((c) => c.body)).toEqual(Array(3).fill({ amount: -20, reason: 'Counted twice' }));
    const [first, retry, next] = sent.map((c) => c.headers.get('idempotency-key'));
    expect(first).toMatch(/\S{8,}/);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it('refuse an emptied flag setting with its message instead of saving 0', async () => {
    const api = fakeApi({
      'GET /api/shifts/settings': ok({ overShortThreshold: 50, maxAbandonedGames: 2 }),
      'PUT /api/shifts/settings': ok({ overShortThreshold: 75, maxAbandonedGames: 2 }),
    });
    renderSignedIn(<ShiftSettingsForm />, AGENT);
    const u = userEvent.setup({ delay: null });
    const threshold = screen.getByLabelText('Over/short threshold (Br)', { selector: 'input' });
    await waitFor(() => expect(threshold).toHaveValue('50'));
    await u.clear(threshold);
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The threshold must be 0 or more Birr with at most 2 decimals'),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await u.type(threshold, '75');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved');
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { overShortThreshold: 75, maxAbandonedGames: 2 },
    ]);
    expect(screen.queryByText('The threshold must be 0 or more Birr with at most 2 decimals')).toBeNull();
  });

  it('refuse abandoned games typed "1,5" or "7.0" instead of saving 15 or 70', async () => {
    const api = fakeApi({
      'GET /api/shifts/settings': ok({ overShortThreshold: 50, maxAbandonedGames: 2 }),
      'PUT /api/shifts/settings': ok({ overShortThreshold: 50, maxAbandonedGames: 15 }),
    });
    renderSignedIn(<ShiftSettingsForm />, AGENT);
    const u = userEvent.setup({ delay: null });
    const games = screen.getByLabelText('Abandoned games allowed per shift', { selector: 'input' });
    await waitFor(() => expect(games).toHaveValue('2'));
    for (const typed of ['1,5', '7.0']) {
      await u.clear(games);
      await u.type(games, typed);
      await u.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(SHIFT_MESSAGES.maxAbandoned)).toBeInTheDocument();
    }
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await u.clear(games);
    await u.type(games, '15');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved');
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { overShortThreshold: 50, maxAbandonedGames: 15 },
    ]);
  });

  it("say the contracts' texts in Amharic: why a shift is needed, and a float left empty", async () => {
    fakeApi({ 'GET /api/shifts/current': ok({ shift: null, handover: null }) });
    await useLocale.getState().setLanguage('am');
    renderSignedIn(
      <OpenShiftDialog opened reason={SHIFT_MESSAGES.needShift} onClose={() => {}} onOpened={() => {}} />,
      AGENT,
    );
    expect(await screen.findByText('ጨዋታ ከመጀመርዎ በፊት ፈረቃ ይክፈቱ')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'ፈረቃ ክፈት' }));
    expect(
      await screen.findByText('በመሳቢያው ውስጥ የተቆጠረውን ጥሬ ገንዘብ ያስገቡ (0 ወይም ከዚያ በላይ፣ ቢበዛ 2 አስርዮሽ)'),
    ).toBeInTheDocument();
  });
});
