import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'bingo-create-admin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the create-admin command on an embedded database of its own; answers its exit code and stderr. */
async function createAdmin(...args: string[]): Promise<{ code: number; stderr: string }> {
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', DATA_DIR: dataDir };
  try {
    const { stderr } = await run('npx', ['tsx', 'src/cli/create-admin.ts', ...args], { env });
    return { code: 0, stderr };
  } catch (err) {
    const failed = err as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

describe('create-admin', () => {
  it('refuses a password longer than the login form takes, before it writes anything', async () => {
    const refused = await createAdmin('--email', 'boss@hall.et', '--password', 'x'.repeat(129));
    expect(refused).toEqual({ code: 1, stderr: 'Password must be at most 128 characters\n' });
    // Neither the database nor the signing key the embedded database keeps beside it.
    expect(readdirSync(dataDir)).toEqual([]);
  }, 60_000);
});
