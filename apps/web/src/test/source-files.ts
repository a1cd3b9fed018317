import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(__dirname, '..');

function* tsxFiles(dir: string, skip: RegExp): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* tsxFiles(path, skip);
    else if (entry.name.endsWith('.tsx') && !skip.test(entry.name)) yield path;
  }
}

/**
 * The .tsx files under src whose name `skip` does not match (a component's own files), each with its
 * path from src and its text: for the tests that hold every screen to one shared component.
 */
export function tsxSources(skip: RegExp): { path: string; text: string }[] {
  return [...tsxFiles(SRC, skip)].map((file) => ({
    path: relative(SRC, file),
    text: readFileSync(file, 'utf8'),
  }));
}
