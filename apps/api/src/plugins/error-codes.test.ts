import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorCodeOf } from '@bingo/contracts';
import { describe, expect, it } from 'vitest';

const src = join(__dirname, '..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.ts$/.test(entry.name) && !/\.(test|fixtures)\.ts$/.test(entry.name) ? [path] : [];
  });

/** The refusals a service writes out in words, rather than through a contracts constant. */
const REFUSAL =
  /new (?:ValidationError|InsufficientFundsError|UnauthorizedError|ForbiddenError|NotFoundError|ConflictError|UnprocessableError|TooManyRequestsError)\(\s*'((?:[^'\\]|\\.)*)'/g;

describe('error codes of the API', () => {
  it('give every refusal written in a service a code of its own, so screens can translate it', () => {
    const texts = sources(src).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(REFUSAL)].map((m) => m[1] ?? ''),
    );
    expect(texts.length).toBeGreaterThan(5);
    expect(texts.filter((text) => !errorCodeOf(text))).toEqual([]);
  });
});
