import { describe, expect, it } from 'vitest';
import { openingTags } from './source-files';

describe('openingTags', () => {
  it('reads an element to its own end, past a nested element, a string and an arrow in its props', () => {
    const text = [
      '<Select label="Shop" rightSection={<IconSearch size={14} />} searchable />',
      "<Select data={items.map((i) => ({ value: i, label: '>' }))} title={`a } b`} clearable>",
      '<SelectItem />',
    ].join('\n');
    expect(openingTags(text, 'Select')).toEqual([
      '<Select label="Shop" rightSection={<IconSearch size={14} />} searchable />',
      "<Select data={items.map((i) => ({ value: i, label: '>' }))} title={`a } b`} clearable>",
    ]);
  });

  it('finds none where the tag is not written', () => {
    expect(openingTags('<NumberInput />', 'Select')).toEqual([]);
  });
});
