import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { wholeNumberValue } from '@/lib/number-field';
import { renderWithTheme } from '@/test/render';
import { openingTags, tsxSources } from '@/test/source-files';
import { WholeNumberInput } from './WholeNumberInput';

// Typing into Mantine inputs is slow on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

function Field({ onValue }: { onValue: (value: number | string) => void }) {
  const [value, setValue] = useState<number | string>('');
  return (
    <WholeNumberInput
      label="Cards"
      value={value}
      min={1}
      max={150}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

/** Types the text and leaves the field, as a click on the form's button does. */
async function typeCount(text: string) {
  const onValue = vi.fn();
  renderWithTheme(<Field onValue={onValue} />);
  const field = screen.getByRole('textbox', { name: 'Cards' });
  const u = userEvent.setup({ delay: null });
  await u.type(field, text);
  await u.tab();
  const value = onValue.mock.lastCall?.[0];
  return { field, value, read: wholeNumberValue(value) };
}

describe('WholeNumberInput', () => {
  it('reads "15" as 15', async () => {
    const { field, read } = await typeCount('15');
    expect(read).toBe(15);
    expect(field).toHaveValue('15');
  });

  it.each([
    ['1,5', '1.5', 1.5],
    ['1.5', '1.5', 1.5],
    ['7.0', '7.0', Number.NaN],
    ['-3', '-3', -3],
  ])('keeps "%s" as typed (shown "%s") for the check to refuse', async (typed, shown, read) => {
    const result = await typeCount(typed);
    expect(result.field).toHaveValue(shown);
    expect(result.read).toBe(read);
  });

  it.each([
    ['0', 0],
    ['151', 151],
    ['999', 999],
  ])('does not clamp "%s" into the range as the field is left', async (typed, read) => {
    const result = await typeCount(typed);
    expect(result.field).toHaveValue(typed);
    expect(result.read).toBe(read);
  });
});

describe('wholeNumberValue', () => {
  it.each([
    ['', undefined],
    [' ', undefined],
    [15, 15],
    ['007', 7],
    [1.5, 1.5],
    ['7.0', Number.NaN],
    ['7.', Number.NaN],
    ['-', Number.NaN],
  ] as const)('reads %j as %s', (value, read) => {
    expect(wholeNumberValue(value)).toBe(read);
  });
});

describe('whole-number boxes', () => {
  it('are all WholeNumberInput: no NumberInput of a form drops the separator typed', () => {
    const offences = tsxSources(/^WholeNumberInput\./).flatMap(({ path, text }) =>
      openingTags(text, 'NumberInput')
        .filter((element) => /allowDecimal=\{false\}/.test(element))
        .map(() => path),
    );
    expect(offences).toEqual([]);
  });
});
