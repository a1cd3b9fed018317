import { getCard } from '@bingo/engine';
import { Badge, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BingoCard } from '@/features/cards/BingoCard';

/** The game's cards with the numbers called so far marked; winners and locked cards labelled. */
export function CardsInPlay({
  cards,
  called,
  winners,
  locked = [],
}: {
  cards: readonly number[];
  called: ReadonlySet<number>;
  winners: readonly number[];
  locked?: readonly number[];
}) {
  const { t } = useTranslation('hall');
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} data-testid="cards-in-play">
      {cards.map((id) => (
        <Stack key={id} gap={4} align="center" data-card={id}>
          <BingoCard card={getCard(id)} called={called} cellSize={26} locked={locked.includes(id)} />
          {winners.includes(id) && <Badge color="green">{t('Winner')}</Badge>}
        </Stack>
      ))}
    </SimpleGrid>
  );
}
