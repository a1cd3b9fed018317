import { Button, Checkbox, Group, Modal, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msg } from '@/i18n/msg';

/** A paid game in progress, as the screen around it needs it to confirm leaving. */
export interface ActiveGame {
  /**
   * Ends the game: abandoned (with whether the stakes were given back) or, all 75 out, finished;
   * resolves once the server has it, the cancel sound just started. False when it could not be recorded.
   */
  end: (refunded: boolean) => Promise<boolean>;
  /** An abandon, not a finish: the cashier says whether the players got their stakes back. */
  asksRefund: boolean;
}

export const REFUND_QUESTION = msg('The stakes were refunded to the players');

/**
 * "Close the game?": Yes ends it; for an abandon it also records whether the stakes were refunded.
 * While the end is on its way Yes shows it is busy and takes no second press, and the question stays
 * open: a second press must not leave before the first end is known (it may fail and keep the game).
 */
export function EndGameConfirm({
  opened,
  message,
  asksRefund,
  onStay,
  onLeave,
}: {
  opened: boolean;
  message: string;
  asksRefund: boolean;
  onStay: () => void;
  onLeave: (refunded: boolean) => void | Promise<void>;
}) {
  const { t } = useTranslation('hall');
  const [refunded, setRefunded] = useState(false);
  const [ending, setEnding] = useState(false);
  // Two presses within one frame both come before the button is drawn busy: the ref refuses the second.
  const endingNow = useRef(false);
  useEffect(() => {
    if (opened) setRefunded(false);
  }, [opened]);
  const confirm = async () => {
    if (endingNow.current) return;
    endingNow.current = true;
    setEnding(true);
    try {
      await onLeave(asksRefund && refunded);
    } finally {
      endingNow.current = false;
      setEnding(false);
    }
  };
  return (
    <Modal opened={opened} onClose={ending ? () => {} : onStay} title={t('Close the game?')} centered>
      <Text mb="lg">{message}</Text>
      {asksRefund && (
        <Checkbox
          mb="lg"
          size="md"
          // i18n-dynamic: REFUND_QUESTION is a msg() key above
          label={t(REFUND_QUESTION)}
          checked={refunded}
          onChange={(e) => setRefunded(e.currentTarget.checked)}
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onStay} disabled={ending}>
          {t('No')}
        </Button>
        <Button color="red" onClick={confirm} loading={ending}>
          {t('Yes')}
        </Button>
      </Group>
    </Modal>
  );
}
