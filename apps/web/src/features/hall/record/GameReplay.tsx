import { ballLabel } from '@bingo/engine';
import { Alert, Button, Group, Paper, SimpleGrid, Slider, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { PageHeader } from '@/components/PageHeader';
import { bonusTypeLabel, useSaleLabels } from '@/features/sales/sale-labels';
import { messageOf } from '@/lib/api';
import { formatBirr, formatDateTime } from '@/lib/format';
import { useGameTypeName } from '../game-type-names';
import { hallQueries } from '../hall.queries';
import { CallList } from './CallList';
import { CardsInPlay } from './CardsInPlay';
import { ClaimList } from './ClaimList';
import { formatCallTime, OUTCOME_LABELS, stakesReturnLabel } from './game-record';
import { downloadGameReport } from './game-report-pdf';

/** A game stepped through call by call, with the cards, the claims and the money; printable as a report. */
export function GameReplay({ id }: { id: string }) {
  const { t } = useTranslation('hall');
  // The bonus type's label is a sales word: loaded here, not left to a sales screen seen before.
  useSaleLabels();
  const gameTypeName = useGameTypeName();
  const query = useQuery(hallQueries.record(id));
  const game = query.data;
  const [step, setStep] = useState<number | null>(null);
  const [printError, setPrintError] = useState<string | null>(null);
  const last = game?.calls.length ?? 0;
  const k = Math.min(step ?? last, last);
  const called = useMemo(() => new Set(game?.calls.slice(0, k).map((c) => c.number)), [game, k]);

  if (query.isPending) return <LoadingState />;
  if (!game) return <ErrorBanner message={messageOf(query.error)} />;
  const call = game.calls[k - 1];

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('Game replay')}
        // i18n-dynamic: the outcomes are msg() keys in game-record.ts
        subtitle={`${game.shopName} · ${gameTypeName(game.gameTypeName)} · ${formatDateTime(game.createdAt)} · ${t(OUTCOME_LABELS[game.outcome])}`}
      />
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('Game {{id}}', { id: game.id })}
        </Text>
        <Button
          leftSection={<IconPrinter size={18} />}
          onClick={() => {
            setPrintError(null);
            downloadGameReport(game).catch((e: unknown) => setPrintError(messageOf(e)));
          }}
        >
          {t('Print game report')}
        </Button>
      </Group>
      {printError && <Alert color="red">{printError}</Alert>}
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Fact label={t('Cards × bet')}>
          {game.cards.length} × {formatBirr(game.betAmount)}
        </Fact>
        <Fact label={t('Total / commission')}>
          {formatBirr(game.totalAmount)} / {formatBirr(game.commission)}
        </Fact>
        <Fact label={t('Prize offered / paid')}>
          {formatBirr(game.prize)} / {formatBirr(game.actualWin)}
        </Fact>
        <Fact label={t('Bonus')}>
          {formatBirr(game.bonusAwarded)} ({bonusTypeLabel(game.bonusType)})
        </Fact>
        {game.status === 'abandoned' ? (
          <Fact label={t('Stakes handed back')}>
            {/* i18n-dynamic: the answers are msg() keys of stakesReturnLabel in game-record.ts */}
            {t(stakesReturnLabel(game))}
          </Fact>
        ) : null}
      </SimpleGrid>

      <Paper withBorder p="md">
        <Stack gap="sm">
          <Group justify="space-between">
            <Button
              variant="default"
              leftSection={<IconChevronLeft size={18} />}
              disabled={k === 0}
              onClick={() => setStep(k - 1)}
            >
              {t('Previous call')}
            </Button>
            <Text fw={800} size="xl" data-testid="replay-step">
              {call
                ? t('Call {{k}} of {{last}}: {{ball}} at {{time}}', {
                    k,
                    last,
                    ball: ballLabel(call.number),
                    time: formatCallTime(call.calledAt),
                  })
                : t('Before the first call ({{last}} calls)', { last })}
            </Text>
            <Button
              variant="default"
              rightSection={<IconChevronRight size={18} />}
              disabled={k === last}
              onClick={() => setStep(k + 1)}
            >
              {t('Next call')}
            </Button>
          </Group>
          <Slider
            aria-label={t('Call')}
            min={0}
            max={last}
            step={1}
            value={k}
            onChange={setStep}
            label={(v) => t('Call {{k}}', { k: v })}
          />
        </Stack>
      </Paper>

      <Title order={3}>{t('Cards in play')}</Title>
      <CardsInPlay
        cards={game.cards}
        called={called}
        winners={k >= (game.winningCall ?? Number.POSITIVE_INFINITY) ? game.winners : []}
        locked={game.lockedCards}
      />
      <Title order={3}>{t('Claims')}</Title>
      <ClaimList claims={game.claims} upTo={k} />
      <Title order={3}>{t('Calls')}</Title>
      <CallList calls={game.calls} upTo={k} />
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder p="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{children}</Text>
    </Paper>
  );
}
