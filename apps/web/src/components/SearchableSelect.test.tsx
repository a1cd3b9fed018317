import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every .tsx file under src but this component's own. */
function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (entry.name.endsWith('.tsx') && !entry.name.startsWith('SearchableSelect.')) yield path;
  }
}

describe('searchable selects', () => {
  it('are all SearchableSelect, where Enter chooses the option found instead of sending the form', () => {
    const src = join(__dirname, '..');
    const offences = [...sources(src)].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<Select\b[\s\S]*?\/>/g)]
        .filter(([element]) => /\bsearchable\b/.test(element))
        .map(() => relative(src, file)),
    );
    expect(offences).toEqual([]);
  });
});
