import { useCallback, useEffect, useRef } from 'react';

/**
 * The modals' rhythm after a success: the message stays up for `delayMs`, then the modal closes.
 * Closing by hand, or unmounting, cancels the pending close so it never fires on a reopened modal.
 */
export function useAutoClose(delayMs: number, close: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latestClose = useRef(close);
  latestClose.current = close;

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const schedule = useCallback(() => {
    cancel();
    timer.current = setTimeout(() => {
      timer.current = null;
      latestClose.current();
    }, delayMs);
  }, [cancel, delayMs]);

  useEffect(() => cancel, [cancel]);

  return { schedule, cancel };
}

/** Seconds the spec keeps a success message on screen before a modal closes. */
export const MODAL_CLOSE_MS = 2000;
/** The super agent's Create New Agent dialog closes a little sooner. */
export const AGENT_DIALOG_CLOSE_MS = 1500;
