import { DECK_SIZE, getCard, isCardId } from '@bingo/engine';
import { ActionIcon, Group, NumberInput, Paper, Stack } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { BingoCard } from '@/features/cards/BingoCard';
import { ThemedPage } from '@/features/hall/cashier/ThemedPage';

const route = getRouteApi('/_app/card');

/** Any printed card by its number, e.g. to compare with a player's paper card. */
export function CardViewer() {
  const { t } = useTranslation('routes');
  const { id } = route.useSearch();
  const navigate = route.useNavigate();
  const show = (n: number) => isCardId(n) && navigate({ search: { id: n }, replace: true });

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
              onClick={() => show(id - 1)}
            >
              <IconChevronLeft />
            </ActionIcon>
            <NumberInput
              aria-label={t('Card number')}
              value={id}
              min={1}
              max={DECK_SIZE}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              onChange={(v) => typeof v === 'number' && show(v)}
              size="lg"
              w={120}
            />
            <ActionIcon
              size="xl"
              variant="light"
              aria-label={t('Next card')}
              disabled={id >= DECK_SIZE}
              onClick={() => show(id + 1)}
            >
              <IconChevronRight />
            </ActionIcon>
          </Group>
          <BingoCard card={getCard(id)} cellSize={72} />
        </Stack>
      </Paper>
    </ThemedPage>
  );
}
