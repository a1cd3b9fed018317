import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * `src/server.ts` run as a deploy runs it, in a process of its own with only these settings (and the
 * PATH and HOME npx needs), on 127.0.0.1 and a port of the system's choosing: settles with its exit
 * and what it printed, for starts that must refuse before they listen.
 */
export function runServer(settings: Record<string, string>) {
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, HOST: '127.0.0.1', PORT: '0', ...settings };
  return promisify(execFile)('npx', ['tsx', 'src/server.ts'], { env, timeout: 60_000 });
}
