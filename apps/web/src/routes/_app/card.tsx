import { DECK_SIZE, getCard } from '@bingo/engine';
import { ActionIcon, Group, NumberInput, Paper, Stack } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { requireRole } from '@/features/auth/guards';
import { BingoCard } from '@/features/cards/BingoCard';
import { ThemedPage } from '@/features/hall/cashier/ThemedPage';

// Kept here rather than imported: route options load with the sign-in page, the component does not.
const isCardNumber = (n: number) => Number.isInteger(n) && n >= 1 && n <= 150;

export const Route = createFileRoute('/_app/card')({
  beforeLoad: requireRole('Cashier'),
  validateSearch: (search: Record<string, unknown>): { id: number } => {
    const id = Number(search.id);
    return { id: isCardNumber(id) ? id : 1 };
  },
  component: CardViewer,
});

/** Any printed card by its number, e.g. to compare with a player's paper card. */
function CardViewer() {
  const { t } = useTranslation('routes');
  const { id } = Route.useSearch();
  const navigate = Route.useNavigate();
  const show = (n: number) => isCardNumber(n) && navigate({ search: { id: n }, replace: true });

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
              max={150}
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
              disabled={id >= 150}
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
