import { describe, expect, it } from 'vitest';
import { appSourceText, openingTags } from './source-files';

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

describe('appSourceText', () => {
  it('holds the shipped code and leaves out tests and the test helpers beside a feature', () => {
    const text = appSourceText();
    expect(text).toContain('export function useHallGame');
    expect(text).not.toContain('export function fakeGameRemote');
    expect(text).not.toContain('export function openingTags');
  });
});
