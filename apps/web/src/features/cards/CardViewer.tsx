import { DECK_SIZE, getCard, isCardId } from '@bingo/engine';
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { WholeNumberInput } from '@/components/WholeNumberInput';
import { BingoCard } from '@/features/cards/BingoCard';
import { ThemedPage } from '@/features/hall/cashier/ThemedPage';
import { type NumberField, wholeNumberValue } from '@/lib/number-field';

const route = getRouteApi('/_app/card');

/** Any printed card by its number, e.g. to compare with a player's paper card. */
export function CardViewer() {
  const { t } = useTranslation('routes');
  const { id } = route.useSearch();
  const navigate = route.useNavigate();
  // The text as typed: "1,5" or "151" is refused with ENTER CARD's message, never read as card 15.
  const [typed, setTyped] = useState<NumberField>(id);
  const n = wholeNumberValue(typed);
  const refused = n !== undefined && !isCardId(n);
  const show = (card: number) => navigate({ search: { id: card }, replace: true });
  const step = (card: number) => {
    setTyped(card);
    show(card);
  };
  const type = (value: NumberField) => {
    setTyped(value);
    const card = wholeNumberValue(value);
    if (card !== undefined && isCardId(card)) show(card);
  };

  return (
    <ThemedPage kind="page">
      <PageHeader
        title={t('Card Viewer')}
        subtitle={t('Shows any of the {{cards}} printed cards.', { cards: DECK_SIZE })}
      />
      <Paper withBorder p="lg" radius="md" w="fit-content" mx="auto">
        <Stack align="center" gap="lg">
          <Group gap="xs">
            <ActionIcon
              size="xl"
              variant="light"
              aria-label={t('Previous card')}
              disabled={id <= 1}
              onClick={() => step(id - 1)}
            >
              <IconChevronLeft />
            </ActionIcon>
            <WholeNumberInput
              aria-label={t('Card number')}
              value={typed}
              onChange={type}
              error={refused}
              aria-describedby={refused ? 'card-number-error' : undefined}
              size="lg"
              w={120}
            />
            <ActionIcon
              size="xl"
              variant="light"
              aria-label={t('Next card')}
              disabled={id >= DECK_SIZE}
              onClick={() => step(id + 1)}
            >
              <IconChevronRight />
            </ActionIcon>
          </Group>
          {refused && (
            // Under the arrows, not in the narrow field's own error slot, so the row keeps its shape.
            <Text id="card-number-error" c="red" size="sm" mt={-8}>
              {t('Enter a card number from 1 to {{max}}', { max: DECK_SIZE })}
            </Text>
          )}
          <BingoCard card={getCard(id)} cellSize={72} />
        </Stack>
      </Paper>
    </ThemedPage>
  );
}
