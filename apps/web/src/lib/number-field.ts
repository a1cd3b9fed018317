/** A Mantine NumberInput's value: '' while the field is empty. */
export type NumberField = number | string;

/** The number a field holds, or undefined when it is empty, so the schema says "required". */
export const numberFieldValue = (value: NumberField): number | undefined =>
  value === '' ? undefined : typeof value === 'number' ? value : Number(value);

/**
 * The whole number a WholeNumberInput holds: undefined when it is empty, and NaN for text that is not
 * digits alone ("7.0", "-"), which every whole-number check refuses. A typed 1.5 stays 1.5, refused too.
 */
export const wholeNumberValue = (value: NumberField): number | undefined => {
  if (typeof value === 'number') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
};
