import { Redis } from 'ioredis';
import { EnvError } from '@/env';

/**
 * Connects to the Redis at REDIS_URL, or refuses the start with one line naming it: server.ts calls
 * this before anything is written to DATA_DIR, so an unreachable Redis leaves nothing behind.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { connectTimeout: 2_000, maxRetriesPerRequest: 1, lazyConnect: true });
  // A failed connect is reported by the throw below, and a later outage by the app's log once it is
  // built (rate-limit.ts); meanwhile (the migration, the seed) ioredis would print each one raw.
  redis.on('error', () => {});
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    throw new EnvError(`Cannot reach Redis at REDIS_URL (${new URL(url).host}): ${(err as Error).message}`);
  }
  return redis;
}
