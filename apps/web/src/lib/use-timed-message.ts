import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A message that disappears by itself after `ms` (the spec's "success message for 3 s", or a modal
 * that closes 2 s after a success). `onElapsed` runs when the time is up, e.g. to close the modal.
 */
export function useTimedMessage(ms: number, onElapsed?: () => void) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const elapsed = useRef(onElapsed);
  elapsed.current = onElapsed;

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => {
        setMessage(null);
        elapsed.current?.();
      }, ms);
    },
    [ms],
  );

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);

  return { message, show, clear };
}
