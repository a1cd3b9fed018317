/** A Mantine NumberInput's value: '' while the field is empty. */
export type NumberField = number | string;

/** The number a field holds, or undefined when it is empty, so the schema says "required". */
export const numberFieldValue = (value: NumberField): number | undefined =>
  value === '' ? undefined : typeof value === 'number' ? value : Number(value);
