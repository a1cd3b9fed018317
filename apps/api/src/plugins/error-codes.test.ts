import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(__dirname, '..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.ts$/.test(entry.name) && !/\.(test|fixtures)\.ts$/.test(entry.name) ? [path] : [];
  });

/**
 * The refusals a service writes out in words, quoted or as a template literal, rather than through a
 * contracts constant (a text with values goes through `fillText` and its template).
 */
const REFUSAL =
  /new (?:(?:Validation|InsufficientFunds|Unauthorized|Forbidden|NotFound|Conflict|Unprocessable|TooManyRequests)Error\(|AppError\(\s*\d+\s*,\s*'[^']*'\s*,)\s*(['`])((?:(?!\1)[^\\]|\\.)*)\1/g;

describe('error codes of the API', () => {
  // errorCodeOf finds a refusal's code by its exact text: a copy written out in a service could
  // drift from the contracts' text and lose its code, and with it the screens' translation.
  it('write every refusal through a contracts constant, never out in words', () => {
    const written = sources(src).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(REFUSAL)].map(
        (m) => `${file.slice(src.length)}: ${m[2] ?? ''}`,
      ),
    );
    expect(written).toEqual([]);
  });
});
