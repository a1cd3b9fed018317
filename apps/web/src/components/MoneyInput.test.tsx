import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { openingTags, tsxSources } from '@/test/source-files';
import { MoneyInput } from './MoneyInput';

// Typing into Mantine inputs is slow on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

function Field({ onValue }: { onValue: (value: number | string) => void }) {
  const [value, setValue] = useState<number | string>('');
  return (
    <MoneyInput
      label="Amount (Br)"
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

async function typeAmount(text: string) {
  const onValue = vi.fn();
  renderWithTheme(<Field onValue={onValue} />);
  const field = screen.getByRole('textbox', { name: 'Amount (Br)' });
  const u = userEvent.setup({ delay: null });
  await u.type(field, text);
  await u.tab();
  return { field, value: onValue.mock.lastCall?.[0] };
}

describe('MoneyInput', () => {
  it.each([
    ['1,000', 1000, '1,000'],
    ['1,000.50', 1000.5, '1,000.5'],
    ['12.5', 12.5, '12.5'],
    ['1000', 1000, '1,000'],
    ['1,234,567.89', 1234567.89, '1,234,567.89'],
  ])('reads "%s" as %s Br', async (typed, amount, shown) => {
    const { field, value } = await typeAmount(typed);
    expect(value).toBe(amount);
    expect(field).toHaveValue(shown);
  });

  it('keeps to the santim: a third decimal is not taken', async () => {
    const { value } = await typeAmount('12.345');
    expect(value).toBe(12.34);
  });
});

describe('money boxes', () => {
  it('are all MoneyInput: no NumberInput elsewhere takes Birr or sets its own separators', () => {
    const offences = tsxSources(/^(MoneyInput|WholeNumberInput)\./).flatMap(({ path, text }) =>
      openingTags(text, 'NumberInput')
        .filter((element) => /\(Br\)|thousandSeparator|DecimalSeparator/.test(element))
        .map(() => path),
    );
    expect(offences).toEqual([]);
  });
});
