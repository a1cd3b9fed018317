import { NO_CARDS_SELECTED_MESSAGE } from '@bingo/engine';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useBlocker, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { useCaller } from '../../features/audio';
import { requireRole } from '../../features/auth/guards';
import { hallQueries, rateForTier } from '../../features/hall/hall.queries';
import { useHallStore } from '../../features/hall/hall.store';
import { GameScreen } from '../../features/hall/screen/GameScreen';
import { usePreferences } from '../../stores/preferences';
import { LeaveConfirm } from '../_app/-cashier/LeaveConfirm';

export const Route = createFileRoute('/_fullscreen/game')({
  beforeLoad: requireRole('Cashier'),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(hallQueries.jackpot()).catch(() => undefined),
      context.queryClient.ensureQueryData(hallQueries.commissionRates()).catch(() => undefined),
    ]),
  component: GamePage,
});

function GamePage() {
  const navigate = useNavigate();
  const setup = useHallStore();
  const voice = usePreferences((s) => s.language);
  const { caller } = useCaller(voice);
  const jackpot = useQuery(hallQueries.jackpot());
  const rates = useQuery(hallQueries.commissionRates());
  const activeGame = useRef<(() => Promise<void>) | null>(null);
  const noCards = setup.selectedCards.length === 0;

  useEffect(() => {
    if (!noCards) return;
    notifications.show({ color: 'red', message: NO_CARDS_SELECTED_MESSAGE });
    void navigate({ to: '/', replace: true });
  }, [noCards, navigate]);

  const blocker = useBlocker({
    shouldBlockFn: () => activeGame.current !== null,
    // Closing or reloading the tab mid-game would lose a paid game: the browser asks first.
    enableBeforeUnload: () => activeGame.current !== null,
    withResolver: true,
  });

  const onActiveChange = useCallback((abandon: (() => Promise<void>) | null) => {
    activeGame.current = abandon;
  }, []);

  const { clearCards } = setup;
  const onExit = useCallback(
    (played: boolean) => {
      activeGame.current = null;
      // Sold cards belong to the game that was played; the next game starts a new sale.
      if (played) clearCards();
      void navigate({ to: '/select-cards' });
    },
    [clearCards, navigate],
  );

  if (noCards) return null;
  return (
    <>
      <GameScreen
        setup={setup}
        caller={caller}
        ratePercent={rateForTier(rates.data, setup.typeIndex)}
        jackpotMessage={jackpot.data?.message ?? 'Jackpot Coming Soon'}
        onExit={onExit}
        onActiveChange={onActiveChange}
      />
      <LeaveConfirm
        opened={blocker.status === 'blocked'}
        title="Close the game?"
        message="The game will end now and be recorded as abandoned. Are you sure?"
        onStay={() => blocker.reset?.()}
        onLeave={async () => {
          const abandon = activeGame.current;
          activeGame.current = null;
          await abandon?.();
          blocker.proceed?.();
        }}
      />
    </>
  );
}
