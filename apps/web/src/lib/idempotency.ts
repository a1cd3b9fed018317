import { useMemo, useRef } from 'react';
import { idempotencyKey } from './api';

/**
 * One Idempotency-Key per user action. Submitting the same payload again (a retry after a failure)
 * reuses the key, so the server applies the movement once; a changed payload, or `reset()` after a
 * success, starts a new action with a new key.
 */
export function useIdempotencyKey() {
  const current = useRef<{ key: string; payload: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(payload: unknown): string {
        const fingerprint = JSON.stringify(payload);
        if (current.current?.payload !== fingerprint) {
          current.current = { key: idempotencyKey(), payload: fingerprint };
        }
        return current.current.key;
      },
      reset() {
        current.current = null;
      },
    }),
    [],
  );
}
