import { useState } from 'react';
import type { z } from 'zod';
import type { ModalControls } from '@/components/ResettingModal';

/** What a failed submit shows: the spec's message, and the server's reason under it when it gave one. */
export interface SubmitFailure {
  message: string;
  detail: string | null;
}

interface Outcome {
  /** The message shown after the server accepted. */
  succeeded: string;
  /** Empties the form after a success. */
  reset: () => void;
  failed: (error: Error) => SubmitFailure;
}

/**
 * The submit of the network's modals: the form is checked first (its first message shows), then sent
 * while the modal is kept busy; a success tells the modal, which closes itself a moment later.
 */
export function useModalSubmit(controls: ModalControls) {
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  /** The parsed form, or null after showing why it cannot be sent. */
  const check = <S extends z.ZodType>(schema: S, input: unknown, fallback: string): z.output<S> | null => {
    setFailure(null);
    setSuccess(null);
    const parsed = schema.safeParse(input);
    if (parsed.success) return parsed.data;
    setFailure({ message: parsed.error.issues[0]?.message ?? fallback, detail: null });
    return null;
  };

  /** The callbacks of the mutation that sends the form. */
  const sending = ({ succeeded, reset, failed }: Outcome) => {
    controls.setBusy(true);
    return {
      onSuccess: () => {
        setSuccess(succeeded);
        reset();
        controls.succeeded();
      },
      onError: (error: Error) => setFailure(failed(error)),
      onSettled: () => controls.setBusy(false),
    };
  };

  return { failure, success, check, sending };
}
