import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, type JsonValue } from './canonical-json';
import { eventText, GENESIS_HASH, linkHash } from './chain';

/** Values that survive a jsonb column: integers, strings without NUL, nested objects and arrays. */
const jsonbValue = fc.letrec<{ value: JsonValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.maxSafeInteger(),
    fc.string({ unit: 'grapheme' }).filter((s) => !s.includes('\u0000')),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 6 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;

describe('canonicalJson', () => {
  it('sorts keys at every depth and writes no whitespace', () => {
    const text = canonicalJson({ z: 1, a: { y: [3, { b: true, a: null }], x: 'é "q"' }, m: -7 });
    expect(text).toBe('{"a":{"x":"é \\"q\\"","y":[3,{"a":null,"b":true}]},"m":-7,"z":1}');
  });

  it('writes dates as ISO-8601 UTC with milliseconds and leaves undefined members out', () => {
    const at = new Date(Date.UTC(2026, 10, 23, 16, 5, 9, 7));
    expect(canonicalJson({ at, gone: undefined })).toBe('{"at":"2026-11-23T16:05:09.007Z"}');
  });

  it('takes only safe integers: amounts are santim, never floats', () => {
    expect(canonicalJson([0, -0, 150000, Number.MAX_SAFE_INTEGER])).toBe('[0,0,150000,9007199254740991]');
    expect(() => canonicalJson({ amount: 12.5 })).toThrow(
      'Canonical JSON takes only safe integers, not 12.5',
    );
    expect(() => canonicalJson(Number.NaN)).toThrow('not NaN');
    expect(() => canonicalJson(2 ** 53)).toThrow('not 9007199254740992');
    expect(() => canonicalJson(new Date('nope'))).toThrow('Canonical JSON cannot hold an invalid date');
    expect(() => canonicalJson(new Map() as unknown as JsonValue)).toThrow(
      'Canonical JSON cannot hold a object',
    );
  });

  it('is the same text whatever order the keys were written in, and parses back to the value', () => {
    fc.assert(
      fc.property(jsonbValue, (value) => {
        const text = canonicalJson(value);
        expect(JSON.parse(text)).toEqual(value);
        expect(canonicalJson(JSON.parse(text) as JsonValue)).toBe(text);
        expect(text).not.toMatch(/[\n\t]/);
      }),
    );
  });
});

describe('the chain link', () => {
  const event = {
    chain: 'admin',
    seq: 3,
    kind: 'TopUp',
    actorId: '5b0b3f0e-3d7c-4c55-9b1a-1f0f3c2a9e11',
    subject: { amount: 150000, to: { userId: 'u' } },
    at: new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6)),
  };

  it('hashes exactly the canonical JSON of the event', () => {
    fc.assert(
      fc.property(
        fc.record({
          chain: fc.string(),
          seq: fc.integer({ min: 1, max: 1e12 }),
          kind: fc.string(),
          actorId: fc.option(fc.uuid()),
          subject: fc.dictionary(fc.string({ maxLength: 6 }), jsonbValue, { maxKeys: 4 }),
          at: fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(Date.UTC(9999, 0)) }),
        }),
        (e) => {
          expect(eventText(e)).toBe(canonicalJson(e));
        },
      ),
    );
  });

  it('is SHA-256 of the previous hash followed by the event text, in hex', () => {
    const text =
      '{"actorId":"5b0b3f0e-3d7c-4c55-9b1a-1f0f3c2a9e11","at":"2026-01-02T03:04:05.006Z","chain":"admin",' +
      '"kind":"TopUp","seq":3,"subject":{"amount":150000,"to":{"userId":"u"}}}';
    expect(eventText(event)).toBe(text);
    // Same bytes as: printf '%s' "$GENESIS$text" | sha256sum
    expect(linkHash(GENESIS_HASH, event)).toBe(
      'cb01a2d3fe453bbb709b3af0a8547fc960cfe41fcbbe177905ffe5b416ba5609',
    );
    expect(linkHash('f'.repeat(64), event)).not.toBe(linkHash(GENESIS_HASH, event));
  });
});
