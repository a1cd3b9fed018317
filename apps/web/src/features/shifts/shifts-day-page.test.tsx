import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv } from '@/lib/csv';
import { fakeApi, ok } from '@/test/fake-api';
import { SUPER_AGENT } from '@/test/fixtures';
import { renderSignedIn } from '@/test/render-signed-in';
import { ShiftsDayPage } from './ShiftsDayPage';
import { sampleShift, sampleTotals } from './shift-fixtures';
import { downloadShiftReportPdf } from './shift-report-pdf';

vi.mock('@/lib/csv', async (original) => ({
  ...(await original<typeof import('@/lib/csv')>()),
  downloadCsv: vi.fn(),
}));
vi.mock('./shift-report-pdf', async (original) => ({
  ...(await original<typeof import('./shift-report-pdf')>()),
  downloadShiftReportPdf: vi.fn(async () => undefined),
}));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** Opened at 8 PM on Nov 22 in the hall and closed at 4 AM on the 23rd. */
const overnight = sampleShift({
  id: '7c7e3c52-6f0e-4b8e-9d3f-1d2c3b4a5e6f',
  cashierName: 'Liya Mekonnen',
  openedAt: '2026-11-22T17:00:00.000Z',
  openedOn: '2026-11-22',
  closedAt: '2026-11-23T01:00:00.000Z',
  flags: { ...sampleShift().flags, openPastDayEnd: true },
});
const morning = sampleShift();

const showDay = (items = [overnight, morning], totals = sampleTotals({ carriedOver: 1 })) => {
  fakeApi({ 'GET /api/shifts': ok({ items, totals }) });
  renderSignedIn(
    <ShiftsDayPage role={SUPER_AGENT.role} date="2026-11-23" cashierId={undefined} onChange={() => {}} />,
    SUPER_AGENT,
  );
};

const rowOf = async (name: string) => {
  const table = await screen.findByRole('table', { name: 'Shifts' });
  const row = within(table).getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

describe('the day’s shifts', () => {
  it('mark a shift opened on an earlier day, which the day’s totals leave out, and say so under them', async () => {
    showDay();
    expect(await rowOf('Liya Mekonnen')).toHaveTextContent(
      'Opened Nov 22, 2026: counted in that day’s totals',
    );
    expect(await rowOf('Abebe Kebede')).not.toHaveTextContent('counted in that day’s totals');
    expect(
      screen.getByText(
        'Shifts opened on an earlier day (1) are listed but not added to these totals: each counts on the day it was opened.',
      ),
    ).toBeInTheDocument();
  });

  it('add no note when every shift opened on the day', async () => {
    showDay([morning], sampleTotals());
    await rowOf('Abebe Kebede');
    expect(screen.queryByText(/opened on an earlier day/)).toBeNull();
  });

  it('set the closed shifts’ expected cash beside their count, and what the open drawers expect apart', async () => {
    const open = sampleShift({
      id: '6d7e3c52-6f0e-4b8e-9d3f-1d2c3b4a5e6f',
      cashierName: 'Liya Mekonnen',
      status: 'Open',
      closedAt: null,
      countedCash: null,
      overShort: null,
    });
    showDay([morning, open], sampleTotals({ shifts: 2, openShifts: 1, openExpectedCash: 1000 }));
    await rowOf('Liya Mekonnen');
    expect(screen.getByLabelText('Day totals')).toHaveTextContent(
      '2 shifts (1 open) · 3 games · stakes 90.00 Br · closed shifts: expected 1,518.00 Br, counted 1,450.50 Br, over/short -67.50 Br · open shifts: expected so far 1,000.00 Br',
    );
  });

  it('add the day’s corrections to its totals, as each shift’s row shows its own', async () => {
    const corrected = sampleShift({
      corrections: [
        {
          id: 1,
          amount: 20,
          reason: 'Found in the safe',
          createdByName: 'Agent One',
          createdAt: '2026-11-23T16:00:00Z',
        },
      ],
      correctionsTotal: 20,
    });
    showDay([corrected], sampleTotals({ corrections: 20 }));
    expect(await rowOf('Abebe Kebede')).toHaveTextContent('corrections 20.00 Br');
    expect(screen.getByLabelText('Day totals')).toHaveTextContent(
      '1 shifts · 3 games · stakes 90.00 Br · closed shifts: expected 1,518.00 Br, counted 1,450.50 Br, over/short -67.50 Br · corrections 20.00 Br',
    );
  });

  it('say nothing of corrections on a day without any', async () => {
    showDay([morning], sampleTotals());
    await rowOf('Abebe Kebede');
    expect(screen.getByLabelText('Day totals')).not.toHaveTextContent('corrections');
  });

  it('show the dates of a shift that ran past the end of its day, and only the times of one that did not', async () => {
    showDay();
    // ICU versions differ on the space before AM/PM.
    const text = async (name: string) => (await rowOf(name)).textContent?.replace(/\u202f/g, ' ');
    expect(await text('Liya Mekonnen')).toContain('Nov 22, 2026, 8:00 PM – Nov 23, 2026, 4:00 AM');
    expect(await rowOf('Liya Mekonnen')).toHaveTextContent('Open past the day’s end');
    expect(await text('Abebe Kebede')).toContain('8:00 AM – 6:30 PM');
    expect(await text('Abebe Kebede')).not.toContain('Nov 23');
  });

  it('name the cashier of a day filtered to one, in the report’s subtitle and its files’ names', async () => {
    fakeApi({
      'GET /api/shifts': (call) =>
        ok(
          call.query.get('cashierId')
            ? { items: [morning], totals: sampleTotals() }
            : { items: [overnight, morning], totals: sampleTotals({ shifts: 2 }) },
        ),
    });
    renderSignedIn(
      <ShiftsDayPage
        role={SUPER_AGENT.role}
        date="2026-11-23"
        cashierId={morning.cashierId}
        onChange={() => {}}
      />,
      SUPER_AGENT,
    );
    const u = userEvent.setup({ delay: null });
    await rowOf('Abebe Kebede');
    await u.click(screen.getByRole('button', { name: 'Day Report (PDF)' }));
    await waitFor(() => expect(downloadShiftReportPdf).toHaveBeenCalledTimes(1));
    const [report, pdfName] = vi.mocked(downloadShiftReportPdf).mock.calls[0] ?? [];
    expect(report?.subtitle).toBe('Monday, November 23, 2026 - Abebe Kebede');
    expect(pdfName).toBe('end-of-day-2026-11-23-abebe-kebede.pdf');
    await u.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(vi.mocked(downloadCsv).mock.calls.map(([name]) => name)).toEqual([
      'end-of-day-2026-11-23-abebe-kebede.csv',
    ]);
  });

  it('keep the whole day’s title and file name when no cashier is chosen', async () => {
    showDay();
    const u = userEvent.setup({ delay: null });
    await rowOf('Abebe Kebede');
    await u.click(screen.getByRole('button', { name: 'Day Report (PDF)' }));
    await waitFor(() => expect(downloadShiftReportPdf).toHaveBeenCalledTimes(1));
    const [report, pdfName] = vi.mocked(downloadShiftReportPdf).mock.calls[0] ?? [];
    expect([report?.subtitle, pdfName]).toEqual(['Monday, November 23, 2026', 'end-of-day-2026-11-23.pdf']);
  });

  it('with no day in the address, moves on to the new hall day at midnight on a page left open', async () => {
    // Fake timers that still run, so the screen's own waits go on; the jump to midnight is the test's.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // 23:59 on Nov 22 in Addis Ababa (UTC+3).
    vi.setSystemTime(new Date('2026-11-22T20:59:00.000Z'));
    const server = fakeApi({ 'GET /api/shifts': ok({ items: [], totals: sampleTotals({ shifts: 0 }) }) });
    const asked = () => [...new Set(server.calls.map((c) => c.query.get('date')))];
    renderSignedIn(
      <ShiftsDayPage role={SUPER_AGENT.role} date={undefined} cashierId={undefined} onChange={() => {}} />,
      SUPER_AGENT,
    );
    await screen.findByText('No shifts on this day.');
    expect(asked()).toEqual(['2026-11-22']);
    expect(screen.getByLabelText(/^Day/)).toHaveValue('2026-11-22');

    act(() => vi.advanceTimersByTime(60_000));
    await waitFor(() => expect(asked()).toEqual(['2026-11-22', '2026-11-23']));
    expect(screen.getByLabelText(/^Day/)).toHaveValue('2026-11-23');
  });

  it('keeps a day chosen in the address past the hall’s midnight', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-22T20:59:00.000Z'));
    const server = fakeApi({ 'GET /api/shifts': ok({ items: [], totals: sampleTotals({ shifts: 0 }) }) });
    renderSignedIn(
      <ShiftsDayPage role={SUPER_AGENT.role} date="2026-11-20" cashierId={undefined} onChange={() => {}} />,
      SUPER_AGENT,
    );
    await screen.findByText('No shifts on this day.');
    act(() => vi.advanceTimersByTime(60_000));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect([...new Set(server.calls.map((c) => c.query.get('date')))]).toEqual(['2026-11-20']);
    expect(screen.getByLabelText(/^Day/)).toHaveValue('2026-11-20');
  });
});
