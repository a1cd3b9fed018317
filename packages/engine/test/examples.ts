import { expect } from 'vitest';

/*
 * How a documented example `expression // result` is read, for the README's examples and the
 * JSDoc @example blocks alike: the result is a literal (possibly with `…`, or a note after it),
 * `≈ x`, `throws …`, or words that are not checked (isChecked tells which). In a block of lines the
 * result may stand on the line below instead.
 */

/**
 * Runs `code` with the names of `scope` in view and gives the value of its last expression; the
 * statements before the last `;` (e.g. `const next = mulberry32(1)`) run first, in a block of their
 * own so an example may declare a name the scope already has (`const order = …`). Code that ends
 * with `;` shows no value: it only has to run.
 */
export function evaluate(code: string, scope: Record<string, unknown>): unknown {
  return deferred(code, scope)();
}

/** Runs the statements of `code` before its last expression, and gives that expression to call. */
function deferred(code: string, scope: Record<string, unknown>): () => unknown {
  const statements = code.split(/;\s*/);
  const last = (statements.pop() ?? '').trim();
  const value = last === '' ? 'undefined' : `(${last})`;
  return new Function(...Object.keys(scope), `{ ${statements.join(';')}; return () => ${value}; }`)(
    ...Object.values(scope),
  );
}

/** One documented example: the code to evaluate, the expression it shows and the result stated. */
export type Example = { code: string; shown: string; result: string };

/** What `const x = …`, `for (…) …` or `state = …` start with: no value to show. */
const STATEMENT = /^(const|let|var|for|if|while)\b|^[\w.]+ = /;

/**
 * The examples in a block of code lines, read in order: each expression with a result (after it, or
 * a `// ` line below) is one, evaluated after every line above it; lines after the last such one
 * are run as one more example without a result, so no line of a block goes unrun.
 *
 * @throws Error for a statement that states a literal result: it has no value to check it against
 */
export function examplesOf(lines: readonly string[]): Example[] {
  const examples: Example[] = [];
  const above: string[] = [];
  let unrun = false;
  lines.forEach((text, i) => {
    const line = text.trim();
    if (line === '' || line.startsWith('//')) return;
    const [, written = line, trailing] = /^(.*?);?\s+\/\/ (.*)$/.exec(line) ?? [];
    const next = lines[i + 1]?.trim() ?? '';
    const result = trailing ?? (next.startsWith('// ') ? next.slice(3) : '');
    const code = written.replace(/;\s*$/, '');
    const shown = (code.split(/;\s*/).pop() ?? '').trim();
    if (STATEMENT.test(shown) && literalOf(result) !== null) {
      throw new Error(`${line}: a statement has no value to show as ${result}`);
    }
    above.push(code);
    unrun = true;
    if (result !== '' && !STATEMENT.test(shown)) {
      examples.push({ code: above.join(';\n'), shown, result });
      unrun = false;
    }
  });
  if (unrun) examples.push({ code: `${above.join(';\n')};`, shown: above.at(-1) ?? '', result: '' });
  return examples;
}

/** `≈ x`: the value is x to the digits shown. Inside `{…}` it is not read, so not checked. */
const APPROXIMATELY = /^[^{]*≈ (-?\d+)\.(\d+)$/;

/** Whether checkExample holds an example to its result: a literal, `≈ x` or `throws …`, not words. */
export function isChecked(result: string): boolean {
  return result.startsWith('throws') || literalOf(result) !== null || APPROXIMATELY.test(result);
}

/** Evaluates an example and holds it to the result it states. */
export function checkExample({ code, result }: Example, scope: Record<string, unknown>): void {
  if (result.startsWith('throws')) {
    // The lines above run first, so only the expression shown can throw what the example states.
    const shown = deferred(code, scope);
    let thrown: unknown;
    try {
      shown();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RangeError);
    const message = literalOf(/^throws RangeError: (.*)$/.exec(result)?.[1] ?? '');
    if (message !== null) expect((thrown as RangeError).message).toBe(evaluate(message, {}));
    return;
  }
  const actual = evaluate(code, scope);
  const literal = literalOf(result);
  const approximately = APPROXIMATELY.exec(result);
  if (literal !== null) {
    expectShown(actual, literal);
  } else if (approximately) {
    const [, whole = '', decimals = ''] = approximately;
    expect(actual).toBeCloseTo(Number(`${whole}.${decimals}`), decimals.length);
  }
}

/**
 * The literal a comment starts with, or null for a comment in words. A note may follow the literal
 * after ' — ', after `]: ` or `}: `, or in brackets: `0b100 (row 2)`.
 */
export function literalOf(comment: string): string | null {
  const notes = [' — ', /(?<=[\]}]): /, ' ('];
  for (const candidate of [comment, ...notes.map((note) => comment.split(note)[0] ?? '')]) {
    try {
      new Function(`return (${candidate.replace(/, …/g, '').replace(/'([^']*)…([^']*)'/g, "'$1$2'")});`);
      if (/^[[{'\d-]|^(true|false|null|undefined)$/.test(candidate.trim())) return candidate.trim();
    } catch {
      // Not a literal: try a shorter reading.
    }
  }
  return null;
}

/** Compares a value with a literal, reading `…` as "and more" or "the middle left out". */
export function expectShown(actual: unknown, literal: string) {
  const elided = /^'([^']*)…([^']*)'$/.exec(literal);
  if (elided) {
    expect(actual).toMatch(new RegExp(`^${elided[1]}[0-9a-f]+${elided[2]}$`));
  } else if (literal.includes(', …')) {
    expect(actual).toMatchObject(evaluate(literal.replace(/, …/g, ''), {}) as object);
  } else {
    expect(actual).toEqual(evaluate(literal, {}));
  }
}
