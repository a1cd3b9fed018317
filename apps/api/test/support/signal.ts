import type { Db, Tx } from '@/db/client';

/**
 * A promise the test itself resolves: a transaction held open until the test lets it go, or a step
 * another part of the test waits for. (Promise.withResolvers needs Node 22.)
 */
export function signal(): { promise: Promise<void>; fire: () => void } {
  let fire = () => {};
  const promise = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { promise, fire };
}

/**
 * Runs `lock` in a transaction of the test and keeps that transaction open, its row locks held,
 * until the returned release is called; resolves once the locks are held. Requests started
 * meanwhile run into them and wait, so a race is staged in a known order.
 */
export async function holdLocks(db: Db, lock: (tx: Tx) => Promise<unknown>): Promise<() => Promise<void>> {
  const { promise: gate, fire: release } = signal();
  const { promise: held, fire: holds } = signal();
  const holder = db.transaction(async (tx) => {
    await lock(tx);
    holds();
    await gate;
  });
  await Promise.race([held, holder]);
  return async () => {
    release();
    await holder;
  };
}
