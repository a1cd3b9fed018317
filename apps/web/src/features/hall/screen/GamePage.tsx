import { NO_CARDS_SELECTED_MESSAGE } from '@bingo/engine';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useCaller } from '@/features/audio';
import type { GameRemote } from '@/features/hall/games.api';
import { hallQueries } from '@/features/hall/hall.queries';
import { type HallSetup, useHallStore } from '@/features/hall/hall.store';
import { type ActiveGame, EndGameConfirm } from '@/features/hall/screen/EndGameConfirm';
import { GameLoader } from '@/features/hall/screen/GameLoader';
import { useTierRate } from '@/features/hall/use-tier-rate';
import { messageText } from '@/i18n/message-text';
import { usePreferences } from '@/stores/preferences';

const pickSetup = (s: HallSetup): HallSetup => ({
  gameType: s.gameType,
  speed: s.speed,
  typeIndex: s.typeIndex,
  selectedCards: s.selectedCards,
  betAmount: s.betAmount,
  bonusWithinCalls: s.bonusWithinCalls,
  bonusAmount: s.bonusAmount,
});

/** `remote` is the game API; a test gives its own. */
export function GamePage({ remote }: { remote?: GameRemote } = {}) {
  const { t } = useTranslation('routes');
  const navigate = useNavigate();
  // Only the setup is read here: the saved game changes on every call and must not redraw the page.
  const setup = useHallStore(useShallow(pickSetup));
  const clearCards = useHallStore((s) => s.clearCards);
  const voice = usePreferences((s) => s.language);
  const { caller } = useCaller(voice);
  const jackpot = useQuery(hallQueries.jackpot());
  const rate = useTierRate(setup.typeIndex);
  const activeGame = useRef<ActiveGame | null>(null);

  const onNothingToPlay = useCallback(() => {
    notifications.show({ color: 'red', message: messageText(NO_CARDS_SELECTED_MESSAGE) });
    void navigate({ to: '/', replace: true });
  }, [navigate]);

  const blocker = useBlocker({
    shouldBlockFn: () => activeGame.current !== null,
    // A reload or a closed tab keeps the paid game, but the calling stops with the page: the browser asks first.
    enableBeforeUnload: () => activeGame.current !== null,
    withResolver: true,
  });

  const onActiveChange = useCallback((active: ActiveGame | null) => {
    activeGame.current = active;
  }, []);

  const onExit = useCallback(
    (played: boolean) => {
      activeGame.current = null;
      // Sold cards belong to the game that was played; the next game starts a new sale.
      if (played) clearCards();
      void navigate({ to: '/select-cards' });
    },
    [clearCards, navigate],
  );

  return (
    <>
      <GameLoader
        caller={caller}
        jackpotMessage={jackpot.data?.message ?? t('Jackpot Coming Soon')}
        onExit={onExit}
        onActiveChange={onActiveChange}
        onNothingToPlay={onNothingToPlay}
        setup={setup}
        ratePercent={rate.ratePercent}
        ratesFailure={rate.failure}
        remote={remote}
      />
      <EndGameConfirm
        opened={blocker.status === 'blocked'}
        message={
          activeGame.current?.asksRefund === false
            ? t('The game will end now with no winner. Are you sure?')
            : t('The game will end now and be recorded as abandoned. Are you sure?')
        }
        asksRefund={activeGame.current?.asksRefund ?? true}
        onStay={() => blocker.reset?.()}
        onLeave={async (refunded) => {
          const active = activeGame.current;
          if (active && !(await active.end(refunded))) {
            // Not recorded: the game stays on screen with the reason, and leaving still asks first.
            blocker.reset?.();
            return;
          }
          activeGame.current = null;
          blocker.proceed?.();
        }}
      />
    </>
  );
}
