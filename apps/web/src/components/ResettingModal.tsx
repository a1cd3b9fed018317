import { Modal } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { MODAL_CLOSE_MS, useAutoClose } from '@/lib/use-auto-close';

export interface ModalControls {
  /** Closes now (Cancel); the next opening starts from an empty form. */
  close: () => void;
  /** Call after showing the success message: the modal closes after the spec's delay. */
  succeeded: () => void;
  /** While true the modal cannot be dismissed (backdrop, Escape, close button). */
  setBusy: (busy: boolean) => void;
}

interface ResettingModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  closeAfterMs?: number;
  size?: string;
  children: (controls: ModalControls) => ReactNode;
}

/**
 * The modals' shared life cycle: success message, then close after a delay; cancel or close
 * clears the form and its messages, because each opening renders a fresh form.
 */
export function ResettingModal({
  opened,
  onClose,
  title,
  closeAfterMs = MODAL_CLOSE_MS,
  size,
  children,
}: ResettingModalProps) {
  const [busy, setBusy] = useState(false);
  const [session, setSession] = useState(0);
  const autoClose = useAutoClose(closeAfterMs, () => close());
  function close() {
    autoClose.cancel();
    setBusy(false);
    setSession((s) => s + 1);
    onClose();
  }
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      size={size}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
    >
      <div key={session}>{children({ close, succeeded: autoClose.schedule, setBusy })}</div>
    </Modal>
  );
}
