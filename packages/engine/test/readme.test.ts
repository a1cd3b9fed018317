import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as engine from '../src/index';
import { checkExample, evaluate as evaluateIn, examplesOf, expectShown, literalOf } from './examples';

/*
 * The README's examples are the first code a reuser copies, so each `expression // result` in it is
 * run against the engine here: the inline ones of the tables and prose, and the code blocks in order
 * (they share `order`, `tracker` and `state`). A result written with `…` is checked for what it shows.
 */
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

/** The names an inline example may use besides the engine's exports, as the README defines them. */
const context: Record<string, unknown> = {
  ...engine,
  order: engine.createDrawOrder(engine.seededRandomInt(42)),
  ascending: Array.from({ length: 75 }, (_, i) => i + 1),
  salt: 'ab'.repeat(32),
};

const evaluate = (expression: string): unknown => evaluateIn(expression, context);

describe("the engine's README", () => {
  it('installs the engine from the tarball pnpm packs, not from npm, where the name is not ours', () => {
    const { name, version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(readme).not.toMatch(/npm (install|i) @bingo\/engine/);
    expect(readme).toContain(`pnpm --filter ${name} pack`);
    expect(readme).toContain(`npm install ./bingo-engine-${version}.tgz`);
  });

  it('gives inline examples that the engine bears out', () => {
    const examples = [...readme.matchAll(/`([^`\n]+?) \/\/ ([^`\n]+)`/g)].map(
      ([, code = '', result = '']) => ({
        code,
        result,
      }),
    );
    expect(examples.length).toBeGreaterThanOrEqual(40);
    for (const { code, result } of examples) {
      const literal = literalOf(result);
      expect(literal, `${code} // ${result}`).not.toBeNull();
      expectShown(evaluate(code), literal ?? '');
    }
  });

  it('gives code blocks that run, in order, to the results their comments state', () => {
    const lines = [...readme.matchAll(/^```ts\n([\s\S]*?)^```/gm)]
      .flatMap(([, block = '']) => block.split('\n'))
      .filter((line) => !line.startsWith('import '));
    const examples = examplesOf(lines);
    for (const example of examples) checkExample(example, engine);
    expect(examples.filter(({ result }) => literalOf(result) !== null).length).toBeGreaterThanOrEqual(8);
  });
});
