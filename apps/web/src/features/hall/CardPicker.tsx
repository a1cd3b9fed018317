import { DECK_SIZE, isCardId } from '@bingo/engine';
import { Button, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconKeyboard } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WholeNumberInput } from '@/components/WholeNumberInput';
import { msg } from '@/i18n/msg';
import { wholeNumberValue } from '@/lib/number-field';

const ENTER_CARD_RANGE = msg('Enter a card number from 1 to {{max}}');
/** The refusal in English, for whoever checks it. */
export const ENTER_CARD_RANGE_MESSAGE = ENTER_CARD_RANGE.replace('{{max}}', String(DECK_SIZE));

interface CardPickerProps {
  selected: readonly number[];
  onToggle: (cardId: number) => void;
  color: string;
}

/** ENTER CARD for a typed number, and the grid of all 150 cards for selling dozens quickly. */
export function CardPicker({ selected, onToggle, color }: CardPickerProps) {
  const { t } = useTranslation('hall');
  const [dialog, setDialog] = useState(false);
  const [value, setValue] = useState<string | number>('');
  const [error, setError] = useState<string | null>(null);
  const chosen = new Set(selected);

  const enter = () => {
    const n = wholeNumberValue(value);
    if (n === undefined || !isCardId(n)) {
      setError(t(ENTER_CARD_RANGE, { max: DECK_SIZE })); // i18n-dynamic: a msg() key above
      return;
    }
    onToggle(n);
    setValue('');
    setError(null);
    setDialog(false);
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={700}>
          {t('Selected cards:')} <span data-testid="selected-count">{selected.length}</span>
        </Text>
        <Button color={color} leftSection={<IconKeyboard size={18} />} onClick={() => setDialog(true)}>
          {t('ENTER CARD')}
        </Button>
      </Group>
      <fieldset
        aria-label={t('Cards')}
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(15, minmax(34px, 1fr))',
          gap: 4,
          border: 0,
          padding: 0,
          margin: 0,
        }}
      >
        {Array.from({ length: DECK_SIZE }, (_, i) => {
          const n = i + 1;
          const on = chosen.has(n);
          return (
            <UnstyledButton
              key={n}
              aria-pressed={on}
              aria-label={t('Card {{number}}', { number: n })}
              onClick={() => onToggle(n)}
              style={{
                height: 34,
                borderRadius: 6,
                textAlign: 'center',
                fontWeight: 800,
                fontVariantNumeric: 'tabular-nums',
                background: on ? `var(--mantine-color-${color}-7)` : 'var(--mantine-color-gray-1)',
                color: on ? '#fff' : 'var(--mantine-color-dark-6)',
                border: on ? 'none' : '1px solid var(--mantine-color-gray-4)',
              }}
            >
              {n}
            </UnstyledButton>
          );
        })}
      </fieldset>
      <Modal opened={dialog} onClose={() => setDialog(false)} title={t('ENTER CARD')} centered>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            enter();
          }}
        >
          <Stack>
            <WholeNumberInput
              label={t('Card number')}
              description={t('A card already selected is removed.')}
              value={value}
              onChange={setValue}
              hideControls
              data-autofocus
              error={error}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDialog(false)}>
                {t('Cancel')}
              </Button>
              <Button type="submit" color={color}>
                {t('OK')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
