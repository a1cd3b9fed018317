import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');

// The server prints the port it was given, so 0 will not do.
export { freePort } from '../test/support/free-port';

/** Starts a server process and resolves with its base URL once it prints where it listens. */
export function startServer(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ url: string; child: ChildProcess }> {
  const node =
    process.env.BENCH_CPU_PROF && args[0] === 'src/server.ts'
      ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF]
      : [];
  const child = spawn(process.execPath, [...node, '--import', 'tsx', ...args], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (!match?.[1]) return;
      // From here on the server's log is drained unread, so it costs this process nothing.
      child.stdout?.off('data', onData);
      child.stdout?.resume();
      resolve({ url: match[1], child });
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}: ${out}`)));
  });
}

/** Stops a server and waits for it to exit (a CPU profile is written on the way out). */
export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
