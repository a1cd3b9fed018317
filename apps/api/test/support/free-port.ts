import { createServer } from 'node:net';

/**
 * A port nobody listens on right now, asked of the kernel: a port picked at random could be one the
 * kernel has handed out to a connection. For a server that must be told its port up front.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
