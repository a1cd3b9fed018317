import { DECK_SIZE } from '@bingo/engine';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WholeNumberInput } from '@/components/WholeNumberInput';
import { wholeNumberValue } from '@/lib/number-field';
import type { CheckPanel } from '../use-check';
import { CheckResultView } from './CheckResultView';

interface CheckDialogProps {
  opened: boolean;
  panel: CheckPanel | null;
  inputError: string | null;
  called: ReadonlySet<number>;
  lockedMessage: string;
  color: string;
  onSubmit: (card: string | number) => void;
  onLock: () => void;
  onRetry: () => void;
  onClose: () => void;
}

/** 'Enter a card:' and the result panel; the game stays paused while it is open. */
export function CheckDialog(props: CheckDialogProps) {
  const { t } = useTranslation('hall');
  const { opened, panel, inputError, color, onSubmit, onClose } = props;
  const [value, setValue] = useState<string | number>('');

  const submit = () => {
    // The number read, NaN for "7.0": the check refuses what is not a card number as typed.
    onSubmit(wholeNumberValue(value) ?? '');
    setValue('');
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('Check')} size="auto" centered>
      <Stack gap="lg" miw={520}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Group align="flex-end" gap="sm">
            <WholeNumberInput
              label={t('Enter a card:')}
              value={value}
              onChange={setValue}
              min={1}
              max={DECK_SIZE}
              hideControls
              size="xl"
              w={180}
              data-autofocus
              // i18n-dynamic: the input error is a msg() key in use-check.ts
              error={inputError && t(inputError)}
            />
            <Button type="submit" size="xl" color={color}>
              {t('Check')}
            </Button>
          </Group>
        </form>
        {panel && (
          <CheckResultView
            panel={panel}
            called={props.called}
            lockedMessage={props.lockedMessage}
            color={color}
            onLock={props.onLock}
            onRetry={props.onRetry}
          />
        )}
        {!panel && !inputError && (
          <Alert color="blue" variant="light">
            {t('The game is paused. Press Continue after closing to resume calling.')}
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
