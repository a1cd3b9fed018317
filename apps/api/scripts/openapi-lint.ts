import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeOpenapiDocument } from './openapi-document';

// Lints the served OpenAPI document with Redocly's recommended rules (redocly.yaml); CI fails on
// any error or warning, so a generated client never meets a nameless or undocumented operation.
const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const file = await writeOpenapiDocument();
const redocly = join(apiDir, 'node_modules', '.bin', 'redocly');
const run = spawnSync(
  redocly,
  ['lint', file, '--config', join(apiDir, 'redocly.yaml'), '--max-problems', '200'],
  {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
process.exit(run.status ?? 1);
