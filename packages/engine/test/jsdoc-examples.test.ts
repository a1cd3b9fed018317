import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toHundredths } from '../src/hundredths';
import * as engine from '../src/index';
import { ALLOW_LATE } from '../src/test-support/verifiable-games';
import { checkMoney } from '../src/verify-money';
import { evaluate, expectShown, literalOf } from './examples';

/*
 * An editor shows a function's `@example` on hover, before anyone opens the README, so every
 * one-line `@example code // result` in the sources is run here: a literal result must be what the
 * code gives, `≈ x` must be within the digits shown, `throws …` must throw, and an example whose
 * result is in words must at least run.
 */
const srcDir = new URL('../src/', import.meta.url);
const examples = readdirSync(srcDir)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .flatMap((file) =>
    [...readFileSync(new URL(file, srcDir), 'utf8').matchAll(/@example (.+?) \/\/ (.+)$/gm)].map(
      ([, code = '', comment = '']) => ({ file, code, comment }),
    ),
  );

/** The names the examples use besides the engine's exports: a draw order, a card, a game. */
const order = engine.createDrawOrder(engine.seededRandomInt(42));
const findings: string[] = [];
const scope: Record<string, unknown> = {
  ...engine,
  toHundredths,
  checkMoney,
  order,
  drawOrder: order,
  salt: 'ab'.repeat(32),
  card: engine.getCard(1),
  rows: engine.getCard(1).rows.map((row, r) => (r === 2 ? [5, 18, 33, 55, 61] : [...row])),
  state: engine.initialGameState([3, 17]),
  tracker: new engine.CardTracker(engine.defaultDeck()),
  randomBytes: (length: number) => new Uint8Array(length).fill(0xc4),
  record: ALLOW_LATE,
  find: (code: string) => findings.push(code),
};

/** Runs an example in the scope above. */
const run = (code: string) => evaluate(code, scope);

describe("the sources' JSDoc examples", () => {
  it('are found in the sources', () => {
    expect(examples.length).toBeGreaterThanOrEqual(80);
  });

  it.each(examples)('$file: $code // $comment', ({ code, comment }) => {
    if (comment.startsWith('throws')) {
      expect(() => run(code)).toThrow(RangeError);
      return;
    }
    const actual = run(code);
    const literal = literalOf(comment);
    const approximately = /^[^{]*≈ (-?\d+)\.(\d+)$/.exec(comment);
    if (literal !== null) {
      expectShown(actual, literal);
    } else if (approximately) {
      const [, whole = '', decimals = ''] = approximately;
      expect(actual).toBeCloseTo(Number(`${whole}.${decimals}`), decimals.length);
    }
  });

  it("include checkMoney's, which finds nothing wrong with a sound game's money", () => {
    const example = examples.find((e) => e.code.startsWith('checkMoney('));
    findings.length = 0;
    evaluate(example?.code ?? 'missing', scope);
    expect(findings).toEqual([]);
  });
});
