import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(__dirname, '..');

function* sourceFiles(dir: string, wanted: RegExp, skip: RegExp): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path, wanted, skip);
    else if (wanted.test(entry.name) && !skip.test(entry.name)) yield path;
  }
}

/**
 * The .tsx files under src whose name `skip` does not match (a component's own files), each with its
 * path from src and its text: for the tests that hold every screen to one shared component.
 */
export function tsxSources(skip: RegExp): { path: string; text: string }[] {
  return [...sourceFiles(SRC, /\.tsx$/, skip)].map((file) => ({
    path: relative(SRC, file),
    text: readFileSync(file, 'utf8'),
  }));
}

/** The text of every .ts and .tsx file under src that ships (tests and test helpers left out). */
export function appSourceText(): string {
  return [...sourceFiles(SRC, /\.tsx?$/, /\.test\.tsx?$/)]
    .filter((file) => !/(?:^|\/)test(?:ing)?\//.test(relative(SRC, file)))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

/**
 * Each opening `<tag …>` (or `<tag … />`) in a source, whole: a plain `[\s\S]*?\/>` stopped at the
 * first `/>`, often inside a prop (`rightSection={<Icon />}`), and missed the props after it. Braces,
 * quotes and template strings are stepped over, so only the element's own end closes it.
 */
export function openingTags(text: string, tag: string): string[] {
  const found: string[] = [];
  const start = new RegExp(`<${tag}\\b`, 'g');
  for (const match of text.matchAll(start)) {
    let depth = 0;
    let quote: string | undefined;
    for (let i = match.index + match[0].length; i < text.length; i++) {
      const c = text[i];
      if (quote) {
        if (c === '\\') i++;
        else if (c === quote) quote = undefined;
      } else if (c === '"' || c === "'" || c === '`') quote = c;
      else if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (depth === 0 && c === '>') {
        found.push(text.slice(match.index, i + 1));
        break;
      }
    }
  }
  return found;
}
