import {
  Alert,
  Badge,
  Button,
  Code,
  Container,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { useMessageText } from '@/i18n/message-text';
import { messageOf, serverOutOfReach } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useGameTypeName } from '../game-type-names';
import { outageDetail } from '../games.api';
import { hallQueries } from '../hall.queries';
import { CallList } from './CallList';
import { CardsInPlay } from './CardsInPlay';
import { ClaimList } from './ClaimList';
import { CommitmentVerdict } from './CommitmentVerdict';
import { commitmentMatches, gameFindings, hashedText, OUTCOME_LABELS, orderLabels } from './game-record';
import { HashedText } from './HashedText';

/**
 * Anyone's check of a finished game: the order and salt the server revealed are hashed here, in the
 * browser, and compared with the commitment the server recorded at Start (which the reader holds to
 * the first characters the display showed before the first call); the engine's rules then
 * check the whole record (every claim's verdict, the prize and commission from the bet and rate, the
 * split, the bonus), and the game is shown call by call.
 */
export function VerifyGame({ id }: { id: string }) {
  const { t } = useTranslation('hall');
  // The public page has no signed-in translator of the API's words: it translates them itself.
  const messageText = useMessageText();
  const gameTypeName = useGameTypeName();
  const query = useQuery(hallQueries.publicGame(id));
  const game = query.data;
  const check = useMemo(
    () =>
      game
        ? { matches: commitmentMatches(game), findings: gameFindings(game), hashed: hashedText(game) }
        : null,
    [game],
  );
  const called = useMemo(() => new Set(game?.calls.map((c) => c.number)), [game]);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        {/* Public, with no account to keep a language: whoever opens it picks their own here. */}
        <Group justify="space-between" wrap="wrap">
          <Title order={2}>{t('Verify a bingo game')}</Title>
          <LanguageSwitch />
        </Group>
        {query.isPending && (
          <Group>
            <Loader size="sm" />
            <Text>{t("Fetching the game's public record…")}</Text>
          </Group>
        )}
        {query.error &&
          (serverOutOfReach(query.error) ? (
            <OutOfReach detail={outageDetail(query.error)} onRetry={() => void query.refetch()} />
          ) : (
            <Alert color="red" role="alert" title={t('This game cannot be verified yet')}>
              {t('{{error}}. A game is published here once it has ended.', {
                error: messageText(messageOf(query.error)),
              })}
            </Alert>
          ))}
        {game && check && (
          <>
            <Paper withBorder p="md">
              <Text>
                {game.shopName} · {gameTypeName(game.gameTypeName)} ·{' '}
                {t('started {{date}}', { date: formatDateTime(game.createdAt) })}
                {game.finishedAt && `, ${t('ended {{date}}', { date: formatDateTime(game.finishedAt) })}`} ·{' '}
                {/* i18n-dynamic: the outcomes are msg() keys in game-record.ts */}
                {t('outcome {{outcome}}', { outcome: t(OUTCOME_LABELS[game.outcome]) })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('Game {{id}}', { id: game.id })}
              </Text>
            </Paper>
            <CommitmentVerdict
              matches={check.matches}
              commitment={game.commitment}
              salted={game.salt !== null}
            />
            {check.findings.length === 0 ? (
              <Alert color="green" icon={<IconCircleCheck />} data-testid="game-verdict">
                {t(
                  'The whole game checks out: the commitment, the order, every claim’s verdict, the prize and commission from the bet and rate, the prize split and the bonus.',
                )}
              </Alert>
            ) : (
              <Alert
                color="red"
                icon={<IconCircleX />}
                data-testid="game-verdict"
                title={t('This game’s record does not follow the rules')}
              >
                <List size="sm">
                  {check.findings.map((finding) => (
                    <List.Item key={finding.message}>{messageText(finding.message)}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
            <Paper withBorder p="md">
              <Stack gap="xs">
                <Text fw={700}>{t('Commitment')}</Text>
                <Code data-testid="commitment-value">{game.commitment}</Code>
                <Text fw={700}>{t('Salt')}</Text>
                <Code data-testid="salt-value">
                  {game.salt ?? t('(none: a game from before salted commitments)')}
                </Code>
                <Text fw={700}>{t('Order')}</Text>
                <Code
                  block
                  data-testid="order-value"
                  style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
                >
                  {orderLabels(game.order)}
                </Code>
                {check.hashed !== null && <HashedText text={check.hashed} />}
              </Stack>
            </Paper>
            <Title order={3}>{t('Calls')}</Title>
            <CallList calls={game.calls} />
            <Title order={3}>{t('Claims')}</Title>
            <ClaimList claims={game.claims} />
            <Group gap="xs">
              <Title order={3}>{t('Cards in play')}</Title>
              {game.winners.length > 0 && (
                <Badge color="green" size="lg">
                  {t('Won at call {{call}} by {{cards}}', {
                    call: game.winningCall,
                    cards: game.winners.map((c) => `#${c}`).join(', '),
                  })}
                </Badge>
              )}
            </Group>
            <CardsInPlay cards={game.cards} called={called} winners={game.winners} />
          </>
        )}
      </Stack>
    </Container>
  );
}

/**
 * No answer, or a 5xx in the server's place, says nothing of the game: it must not read as a game
 * still running, and the same request may succeed in a moment.
 */
function OutOfReach({ detail, onRetry }: { detail: string | null; onRetry: () => void }) {
  const { t } = useTranslation('hall');
  const messageText = useMessageText();
  return (
    <Alert color="yellow" role="alert" title={t('The server could not be reached')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {detail === null
            ? t('The server did not answer. Press Try again in a moment.')
            : t('The server did not answer ({{error}}). Press Try again in a moment.', {
                error: messageText(detail),
              })}
        </Text>
        <Button size="xs" variant="light" color="yellow" onClick={onRetry}>
          {t('Try again')}
        </Button>
      </Stack>
    </Alert>
  );
}
