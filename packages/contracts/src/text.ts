import type { z } from 'zod';

/** The names of fields that validation texts carry as `label`, so a screen can translate them:
 * a check that names a field not listed here fails to compile. */
export const FIELD_LABELS = [
  'First name',
  'Last name',
  'Middle name',
  'Email',
  'Phone number',
  'Name',
  'Country',
  'City',
  'Woreda',
  'Location',
  'startDate',
  'endDate',
  'Password',
  'Current password',
  'Notes',
  'Reason',
  'Search',
] as const;

export type FieldLabel = (typeof FIELD_LABELS)[number];

const isHighSurrogate = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLowSurrogate = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/**
 * C0 controls other than tab and newline, DEL, and C1 controls: never part of a name, a note or a
 * search, and a NUL cannot even be stored by PostgreSQL. Half of a UTF-16 pair counts too: no
 * keyboard types one, JSON can carry it (`\ud83c`), but no text encoding, PostgreSQL's included,
 * can store it.
 */
export function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a) || (c >= 0x7f && c <= 0x9f)) return true;
    if (isHighSurrogate(c) && isLowSurrogate(value.charCodeAt(i + 1))) i++;
    else if (isHighSurrogate(c) || isLowSurrogate(c)) return true;
  }
  return false;
}

export const controlCharacterMessage = (label: FieldLabel) => `${label} must not contain control characters`;

/**
 * THE rule for text the API reads: every string field and query parameter of the contracts is
 * wrapped in this, on top of its own maximum length, so control characters (tab and newline
 * excepted) are a 400 with the field's name, never a database error.
 */
export const withoutControlCharacters = <T extends z.ZodString>(schema: T, label: FieldLabel): T =>
  schema.refine((v) => !hasControlCharacter(v), { error: controlCharacterMessage(label) }) as T;
