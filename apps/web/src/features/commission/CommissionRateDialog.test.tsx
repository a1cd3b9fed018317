import type { CommissionRate } from '@bingo/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '@/test/fake-api';
import { ADMIN, fixtureId } from '@/test/fixtures';
import { renderSignedIn } from '@/test/render-signed-in';
import { CommissionRateForm } from './CommissionRateDialog';

const tier3: CommissionRate = {
  id: fixtureId(),
  typeIndex: 3,
  rate: 30,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const typeIndex = () => screen.getByLabelText(/^Type Index/, { selector: 'input' });
const rate = () => screen.getByLabelText(/^Rate/, { selector: 'input' });

async function fillAndSave(values: { typeIndex?: string; rate?: string }) {
  const u = userEvent.setup({ delay: null });
  if (values.typeIndex !== undefined) {
    await u.clear(typeIndex());
    if (values.typeIndex) await u.type(typeIndex(), values.typeIndex);
  }
  if (values.rate !== undefined) {
    await u.clear(rate());
    if (values.rate) await u.type(rate(), values.rate);
  }
  await u.click(screen.getByRole('button', { name: 'Save' }));
}

// Typing into Mantine inputs is slow on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

describe('Commission rate dialog', () => {
  it("says 'Type Index is required' and 'Rate is required' when both are empty", async () => {
    const api = fakeApi({});
    renderSignedIn(<CommissionRateForm rate={null} onClose={() => {}} onSaved={() => {}} />, ADMIN);
    await fillAndSave({});
    expect(await screen.findByText('Type Index is required')).toBeInTheDocument();
    expect(screen.getByText('Rate is required')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("says 'Type Index must be between 1 and 9' and 'Rate must be between 0 and 100'", async () => {
    renderSignedIn(<CommissionRateForm rate={null} onClose={() => {}} onSaved={() => {}} />, ADMIN);
    await fillAndSave({ typeIndex: '12', rate: '101' });
    expect(await screen.findByText('Type Index must be between 1 and 9')).toBeInTheDocument();
    expect(screen.getByText('Rate must be between 0 and 100')).toBeInTheDocument();
  });

  it('adds a rate with two decimals', async () => {
    const api = fakeApi({ 'POST /api/commission': { body: { ...tier3, typeIndex: 4, rate: 12.5 } } });
    const onSaved = vi.fn();
    renderSignedIn(<CommissionRateForm rate={null} onClose={() => {}} onSaved={onSaved} />, ADMIN);
    await fillAndSave({ typeIndex: '4', rate: '12.5' });
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.calls[0]?.body).toEqual({ typeIndex: 4, rate: 12.5 });
  });

  // "0.5" must not save tier 5: the separator typed is kept, and the tier refused.
  it.each(['0.5', '0,5', '4.0'])(
    'refuses Type Index "%s" instead of dropping the separator',
    async (typed) => {
      const api = fakeApi({ 'POST /api/commission': { body: { ...tier3, typeIndex: 4, rate: 12.5 } } });
      const onSaved = vi.fn();
      renderSignedIn(<CommissionRateForm rate={null} onClose={() => {}} onSaved={onSaved} />, ADMIN);
      await fillAndSave({ typeIndex: typed, rate: '12.5' });
      expect(await screen.findByText('Type Index must be between 1 and 9')).toBeInTheDocument();
      expect(api.calls).toHaveLength(0);

      await fillAndSave({ typeIndex: '4' });
      await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
      expect(api.calls[0]?.body).toEqual({ typeIndex: 4, rate: 12.5 });
    },
  );

  it('keeps the type index read-only on edit and sends only the rate', async () => {
    const api = fakeApi({ 'PUT /api/commission/3': { body: { ...tier3, rate: 25 } } });
    const onSaved = vi.fn();
    renderSignedIn(<CommissionRateForm rate={tier3} onClose={() => {}} onSaved={onSaved} />, ADMIN);
    expect(typeIndex()).toHaveAttribute('readonly');
    expect(typeIndex()).toHaveValue('3');
    await fillAndSave({ rate: '25' });
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.calls[0]).toMatchObject({ method: 'PUT', path: '/api/commission/3', body: { rate: 25 } });
  });

  it.each([
    ['12.50', 12.5],
    ['20.0', 20],
    ['7.', 7],
  ])('saves a rate typed as "%s" with Enter, before the box is left', async (typed, sent) => {
    const api = fakeApi({ 'POST /api/commission': { body: { ...tier3, typeIndex: 4, rate: sent } } });
    const onSaved = vi.fn();
    renderSignedIn(<CommissionRateForm rate={null} onClose={() => {}} onSaved={onSaved} />, ADMIN);
    const u = userEvent.setup({ delay: null });
    await u.type(typeIndex(), '4');
    await u.type(rate(), `${typed}{Enter}`);
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.calls[0]?.body).toEqual({ typeIndex: 4, rate: sent });
  });

  it('saves an edited rate typed as "20.0" with Enter', async () => {
    const api = fakeApi({ 'PUT /api/commission/3': { body: { ...tier3, rate: 20 } } });
    const onSaved = vi.fn();
    renderSignedIn(<CommissionRateForm rate={tier3} onClose={() => {}} onSaved={onSaved} />, ADMIN);
    const u = userEvent.setup({ delay: null });
    await u.clear(rate());
    await u.type(rate(), '20.0{Enter}');
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.calls[0]).toMatchObject({ method: 'PUT', path: '/api/commission/3', body: { rate: 20 } });
  });

  it("shows 'Failed to save commission rate: {message}' inside the dialog", async () => {
    fakeApi({ 'PUT /api/commission/3': apiError(404, 'Commission rate not found') });
    renderSignedIn(<CommissionRateForm rate={tier3} onClose={() => {}} onSaved={() => {}} />, ADMIN);
    await fillAndSave({ rate: '25' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to save commission rate: Commission rate not found',
    );
  });
});
