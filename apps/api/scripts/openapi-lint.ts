import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeOpenapiDocument } from './openapi-document';

// Lints the served OpenAPI document with Redocly's recommended rules (redocly.yaml). Redocly exits 0
// on warnings; this fails on them too, so a generated client never meets an unnamed operation.
const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const file = await writeOpenapiDocument();
const run = spawnSync(
  join(apiDir, 'node_modules', '.bin', 'redocly'),
  ['lint', file, '--config', join(apiDir, 'redocly.yaml'), '--max-problems', '200'],
  {
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
const output = `${run.stdout}${run.stderr}`;
process.stdout.write(output);
// Redocly's summary counts them ("You have 3 warnings."); its Node.js notices are not lint warnings.
const warned = /\b[1-9]\d* warnings?\b/i.test(output);
if (run.status !== 0 || warned) {
  process.stderr.write('\nThe OpenAPI document has lint errors or warnings (above).\n');
  process.exit(1);
}
process.stdout.write(`\nOpenAPI lint: 0 errors, 0 warnings (${file})\n`);
