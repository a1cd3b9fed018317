import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Reads the translation keys the code uses, by the project's conventions: a key is a string literal
 * passed to `t(…)` or marked with `msg(…)`; its namespace is the one named by the file's
 * `useTranslation('…')` or `useLightT('…')` (or a `// i18n-namespace: …` line), unless the call
 * passes `{ ns: '…' }`. A `t(…)` whose key is not a literal must carry an `i18n-dynamic` comment on
 * its line or the line before, naming where its keys are checked.
 */
export interface KeyScan {
  keys: Map<string, Set<string>>;
  problems: string[];
}

const SOURCE = /\.(ts|tsx)$/;
const SKIP = /\.test\.tsx?$|\.gen\.ts$|\/test\/|\/testing\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) && !SKIP.test(path) ? [path] : [];
  });
}

const unquote = (quote: string, body: string) =>
  quote === '`' ? body : (JSON.parse(`"${body.replace(/\\'/g, "'").replace(/"/g, '\\"')}"`) as string);

const LITERAL = String.raw`(['"\x60])((?:\\.|(?!\1)[^\\])*)\1`;
// The options are only looked at, not consumed, so a t() nested in them is read too.
const T_CALL = new RegExp(String.raw`(?<![\w.$])(?:t|msg)\(\s*${LITERAL}(?=(\s*,\s*\{[^}]*\})?)`, 'g');
const ANY_T_CALL = /(?<![\w.$])t\(\s*([^\s'"`)])/g;

/** react-i18next's hook, or the sign-in page's own (light-t.ts). */
const HOOK = /\b(?:useTranslation|useLightT)\(\s*['"]([\w-]+)['"]/;
const HOOKS = new RegExp(HOOK.source, 'g');

function fileNamespace(text: string): string {
  const hook = HOOK.exec(text);
  const directive = /i18n-namespace: ([\w-]+)/.exec(text);
  return hook?.[1] ?? directive?.[1] ?? 'common';
}

export function scanKeys(root: string): KeyScan {
  const keys = new Map<string, Set<string>>();
  const problems: string[] = [];
  for (const file of sourceFiles(root)) {
    const original = readFileSync(file, 'utf8');
    // Comments may show calls as examples; blanking them keeps the line numbers.
    const text = original
      .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
      .replace(/^\s*\/\/.*$/gm, (c) => c.replace(/[^\n]/g, ' '));
    const name = relative(root, file);
    const namespaces = new Set([...text.matchAll(HOOKS)].map((m) => m[1]));
    if (namespaces.size > 1) problems.push(`${name}: one useTranslation namespace per file`);
    const fallback = fileNamespace(original);
    for (const match of text.matchAll(T_CALL)) {
      const [, quote = "'", body = '', options = ''] = match;
      if (quote === '`' && body.includes('${')) {
        problems.push(`${name}: a template key with \${…} cannot be checked: ${body}`);
        continue;
      }
      const namespace = /ns:\s*['"]([\w-]+)['"]/.exec(options)?.[1] ?? fallback;
      const set = keys.get(namespace) ?? new Set<string>();
      set.add(unquote(quote, body));
      keys.set(namespace, set);
    }
    const lines = original.split('\n');
    for (const match of text.matchAll(ANY_T_CALL)) {
      const line = text.slice(0, match.index).split('\n').length - 1;
      const marked = [lines[line], lines[line - 1]].some((l) => l?.includes('i18n-dynamic'));
      if (!marked) problems.push(`${name}:${line + 1}: t() with a key that is not a literal`);
    }
  }
  return { keys, problems };
}

/** The `{{name}}` placeholders of a text, sorted. */
export const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1] ?? '').sort();
