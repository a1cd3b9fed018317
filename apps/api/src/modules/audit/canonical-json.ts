/** A value that has exactly one canonical JSON text. */
export type JsonValue =
  | null
  | boolean
  | number
  | string
  | Date
  | JsonValue[]
  | { [key: string]: JsonValue | undefined };

/**
 * The one text of a value that a hash is taken over: object keys sorted, no whitespace, numbers
 * only as safe integers (amounts are santim, never floats), dates as ISO-8601 UTC with milliseconds.
 * An object member whose value is `undefined` is left out, as JSON.stringify and jsonb do, so a value
 * read back from a jsonb column gives the same text as the value that was written.
 */
export function canonicalJson(value: JsonValue): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) {
      throw new TypeError(`Canonical JSON takes only safe integers, not ${value}`);
    }
    return String(value === 0 ? 0 : value);
  }
  if (typeof value === 'string') return JSON.stringify(value);
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new TypeError('Canonical JSON cannot hold an invalid date');
    return JSON.stringify(value.toISOString());
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && isPlainObject(value)) {
    const members = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key] as JsonValue)}`);
    return `{${members.join(',')}}`;
  }
  throw new TypeError(`Canonical JSON cannot hold a ${typeof value}`);
}

function isPlainObject(value: object): value is { [key: string]: JsonValue | undefined } {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
