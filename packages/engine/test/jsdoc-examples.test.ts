import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toHundredths } from '../src/hundredths';
import * as engine from '../src/index';
import { ALLOW_LATE } from '../src/test-support/verifiable-games';
import { checkMoney } from '../src/verify-money';
import { checkExample, examplesOf, isChecked } from './examples';

/*
 * An editor shows a function's `@example` on hover, before anyone opens the README, so every
 * `@example` block in the sources is run here, the one-line ones and those of several lines alike:
 * a literal result must be what the code gives, `≈ x` must be within the digits shown, `throws …`
 * must throw. A result in words, or none, would let a stale example pass, so each example states one
 * of those, unless it is listed in UNCHECKED with the reason no value can be shown.
 */
const srcDir = new URL('../src/', import.meta.url);
const sources = readdirSync(srcDir)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ file, text: readFileSync(new URL(file, srcDir), 'utf8') }));

/** A JSDoc `@example` block, named by its file and the declaration the comment documents. */
type Block = { name: string; lines: string[] };

/** The @example blocks of a source: each runs from its tag to the next tag or the comment's end. */
function blocksOf(file: string, text: string): Block[] {
  return [...text.matchAll(/^( *)\/\*\*([\s\S]*?)\*\/\n\s*(.*)/gm)].flatMap((comment) => {
    const [, indent = '', body = '', declaration = ''] = comment;
    const owner =
      indent === '' ? '' : `${[...text.slice(0, comment.index).matchAll(/class (\w+)/g)].at(-1)?.[1]}.`;
    const declared = /^(?:export )?(?:function |class |const |get |static )?(\w+)/.exec(declaration)?.[1];
    const lines = body.split('\n').map((line) => line.replace(/^\s*\* ?/, ''));
    return lines.flatMap((line, i) => {
      if (!line.startsWith('@example')) return [];
      const end = lines.findIndex((next, j) => j > i && next.startsWith('@'));
      const block = [line.slice('@example'.length), ...lines.slice(i + 1, end === -1 ? undefined : end)];
      return [{ name: `${file} ${owner}${declared}`, lines: block }];
    });
  });
}

const blocks = sources.flatMap(({ file, text }) => blocksOf(file, text));
const examples = blocks.flatMap(({ name, lines }) =>
  examplesOf(lines).map((example) => ({ name, ...example })),
);

/** Examples whose result is not checked, as `file declaration: expression`, each with its reason. */
const UNCHECKED: Record<string, string> = {};

/**
 * The names the examples use besides the engine's exports: a draw order, a card, a game, a tally.
 * Made afresh for each example, so one that marks a tracker or tallies a draw changes no other.
 */
function scopeFor(): Record<string, unknown> {
  const order = engine.createDrawOrder(engine.seededRandomInt(42));
  const tally = engine.createDrawTally();
  const randomInt = engine.seededRandomInt(7);
  for (let game = 0; game < 100; game++) engine.tallyDraw(tally, engine.createDrawOrder(randomInt));
  return {
    ...engine,
    toHundredths,
    checkMoney,
    order,
    salt: 'ab'.repeat(32),
    card: engine.getCard(1),
    rows: engine.getCard(1).rows.map((row, r) => (r === 2 ? [5, 18, 33, 55, 61] : [...row])),
    state: engine.initialGameState([3, 17]),
    tracker: new engine.CardTracker(engine.defaultDeck()),
    tally,
    randomBytes: (length: number) => new Uint8Array(length).fill(0xc4),
    record: ALLOW_LATE,
  };
}

describe("the sources' JSDoc examples", () => {
  it('are every @example block in the sources, each with something to run', () => {
    const tags = sources.reduce((sum, { text }) => sum + (text.match(/@example/g) ?? []).length, 0);
    expect(blocks).toHaveLength(tags);
    expect(blocks.length).toBeGreaterThanOrEqual(105);
    expect(blocks.filter(({ lines }) => examplesOf(lines).length === 0)).toEqual([]);
  });

  it('each state a result that is checked', () => {
    const unchecked = examples
      .filter(({ result }) => !isChecked(result))
      .map(({ name, shown }) => `${name}: ${shown}`);
    expect(unchecked.filter((key) => !(key in UNCHECKED))).toEqual([]);
    expect(Object.keys(UNCHECKED).filter((key) => !unchecked.includes(key))).toEqual([]);
  });

  it.each(examples)('$name: $shown // $result', (example) => {
    checkExample(example, scopeFor());
  });
});
