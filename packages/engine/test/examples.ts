import { expect } from 'vitest';

/*
 * How a documented example `expression // result` is read, for the README's examples and the
 * JSDoc @example lines alike: the result is a literal (possibly with `…`), or words that are not checked.
 */

/**
 * Runs `code` with the names of `scope` in view and gives the value of its last expression; the
 * statements before the last `;` (e.g. `const next = mulberry32(1)`) run first.
 */
export function evaluate(code: string, scope: Record<string, unknown>): unknown {
  const statements = code.split(/;\s*/);
  const last = statements.pop() ?? '';
  return new Function(...Object.keys(scope), `${statements.join(';')}; return (${last});`)(
    ...Object.values(scope),
  );
}

/** The literal a comment starts with, or null for a comment in words. */
export function literalOf(comment: string): string | null {
  for (const candidate of [comment, comment.split(' — ')[0] ?? '', comment.split(/(?<=[\]}]): /)[0] ?? '']) {
    try {
      new Function(`return (${candidate.replace(/, …/g, '').replace(/'([^']*)…([^']*)'/g, "'$1$2'")});`);
      if (/^[[{'\d-]|^(true|false|null)$/.test(candidate.trim())) return candidate.trim();
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
