import { type LiveGame, SHIFT_MESSAGES } from '@bingo/contracts';
import { canCheck, computeGameMoney, GAME_TYPES, toBirr, toSantim } from '@bingo/engine';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconMaximize, IconMinimize, IconX } from '@tabler/icons-react';
import { type CSSProperties, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Caller } from '@/features/audio';
import { useWakeLock } from '@/features/hall/use-wake-lock';
import { OpenShiftDialog } from '@/features/shifts/OpenShiftDialog';
import { msg } from '@/i18n/msg';
import { ConsolePanel } from '../console/ConsolePanel';
import { useConsole } from '../console/use-console';
import { useGameTypeName } from '../game-type-names';
import type { GameRemote } from '../games.api';
import type { HallSetup } from '../hall.store';
import { allCalled } from '../live-game';
import { isOfflineCopy } from '../offline-copy';
import { useHallTheme } from '../themes';
import { useCheck } from '../use-check';
import { useFullscreen } from '../use-fullscreen';
import { useHallGame } from '../use-hall-game';
import { useOnline } from '../use-online';
import { CheckDialog } from './CheckDialog';
import { CurrentBall } from './CurrentBall';
import { type ActiveGame, EndGameConfirm } from './EndGameConfirm';
import { GameControls } from './GameControls';
import { GameFacts } from './GameFacts';
import { GameNotices } from './GameNotices';
import { JackpotBanner } from './JackpotBanner';
import { NumberBoard } from './NumberBoard';
import { screenRootStyle, screenSideStyle } from './screen-layout';
import { WinPanel } from './WinPanel';

export interface GameScreenProps {
  setup: HallSetup;
  caller: Caller;
  /** The commission rate of the chosen tier, for the prize shown before Start. */
  ratePercent: number;
  /** The shop's jackpot message, shown when this game offers no bonus. */
  jackpotMessage: string;
  /** Leaves the screen after Close was confirmed or a won game ends; `played` when a game was bought. */
  onExit: (played: boolean) => void;
  /**
   * Told whether a paid game is in progress (with the way to abandon it), so the route can confirm
   * leaving by other means, such as the browser's back button.
   */
  onActiveChange?: (active: ActiveGame | null) => void;
  remote?: GameRemote;
  /** The cashier's running game taken back from the server: shown paused at its last call. */
  restore?: LiveGame | null;
}

/**
 * The cashier's console: board, current number, jackpot, prize, the game's buttons and shortcuts,
 * the cards and calls, and the link to the player display the room watches.
 */
export function GameScreen({
  setup,
  caller,
  ratePercent,
  jackpotMessage,
  onExit,
  onActiveChange,
  remote,
  restore = null,
}: GameScreenProps) {
  const { t } = useTranslation('hall');
  const gameTypeName = useGameTypeName();
  const { color, background } = useHallTheme('play');
  const game = useHallGame(setup, caller, { remote, restore });
  // Drawn from this PC's copy while the line is down: nothing is asked yet, so the loop cannot tell.
  const fromCopy = restore !== null && isOfflineCopy(restore);
  const online = useOnline();
  const check = useCheck(game, caller);
  const fullscreen = useFullscreen();
  const [confirmClose, setConfirmClose] = useState(false);
  const [restoredAt, setRestoredAt] = useState(restore ? restore.calls.length : null);
  const { state, started } = game;
  useWakeLock(started !== null && (state.status === 'running' || state.status === 'paused'));

  const called = useMemo(() => new Set(state.called), [state.called]);
  const previewPrize = useMemo(() => {
    const money = computeGameMoney({
      cards: setup.selectedCards.length,
      betSantim: toSantim(setup.betAmount ?? 0),
      ratePercent,
    });
    return toBirr(money.prize);
  }, [ratePercent, setup.betAmount, setup.selectedCards.length]);

  const prize = started?.prize ?? previewPrize;
  const bonusAmount = started?.bonusAmount ?? setup.bonusAmount ?? 0;
  const checkEnabled = canCheck(state) && state.winner === null && state.endReason !== 'abandoned';

  const active = started !== null && !game.ended && state.winner === null && state.endReason !== 'abandoned';
  const [speed, setSpeed] = useState(restore ? restore.callIntervalMs / 1000 : setup.speed);
  // Leaving a game with every number called ends it with no winner; any earlier, it is abandoned.
  const asksRefund = !allCalled(state);
  const endGame = useCallback(
    (refunded: boolean) => (asksRefund ? game.abandon(refunded) : game.finish()),
    [asksRefund, game.abandon, game.finish],
  );
  useEffect(() => {
    onActiveChange?.(active ? { end: endGame, asksRefund } : null);
  }, [active, asksRefund, endGame, onActiveChange]);

  const leave = async (refunded: boolean) => {
    setConfirmClose(false);
    await endGame(refunded);
    onExit(started !== null);
  };
  const resume = () => {
    setRestoredAt(null);
    void game.resume();
  };
  const operator = useConsole({
    game,
    check,
    setup,
    prize,
    bonusAmount,
    checkEnabled,
    keysEnabled: !check.open && !confirmClose && !game.needsShift,
    onResume: resume,
    onNext: () => onExit(true),
  });

  return (
    <div style={{ ...screenRootStyle, background }} data-testid="game-screen">
      <Group gap="sm" wrap="nowrap" style={{ padding: '0 4px' }}>
        <Tooltip label={t('Close')}>
          <ActionIcon
            size={52}
            radius="xl"
            variant="white"
            color="dark"
            aria-label={t('Close')}
            onClick={() => setConfirmClose(true)}
          >
            <IconX size={30} />
          </ActionIcon>
        </Tooltip>
        <JackpotBanner
          bonusAmount={bonusAmount}
          withinCalls={setup.bonusWithinCalls}
          message={jackpotMessage}
        />
        {fullscreen.supported && (
          <Tooltip label={fullscreen.active ? t('Exit full screen') : t('Full screen')}>
            <ActionIcon
              size={52}
              radius="xl"
              variant="white"
              color="dark"
              aria-label={fullscreen.active ? t('Exit full screen') : t('Full screen')}
              onClick={fullscreen.toggle}
            >
              {fullscreen.active ? <IconMinimize size={30} /> : <IconMaximize size={30} />}
            </ActionIcon>
          </Tooltip>
        )}
      </Group>

      <div style={mainStyle}>
        <div style={{ minWidth: 0, minHeight: 0 }}>
          <NumberBoard called={called} current={state.current} lit={game.shuffleBalls} />
        </div>
        <div style={screenSideStyle}>
          <CurrentBall current={state.current} calledCount={state.calledCount} lastFive={state.lastFive} />
          <GameFacts
            prize={prize}
            bet={setup.betAmount ?? 0}
            gameTypeName={gameTypeName(GAME_TYPES[setup.gameType]?.name ?? '')}
          />
        </div>
        <ConsolePanel
          displayStatus={operator.displayStatus}
          onOpenDisplay={operator.openDisplay}
          connectionLost={game.connectionLost || (fromCopy && !online)}
          typed={operator.typed}
          cards={started?.cards ?? setup.selectedCards}
          lockedCards={state.lockedCards}
          history={game.history}
        />
      </div>

      <GameNotices game={game} restoredAt={restoredAt} color={color} />
      <GameControls
        status={state.status}
        color={color}
        starting={game.starting}
        shuffling={game.shuffleBalls !== null}
        checkEnabled={checkEnabled}
        onShuffle={game.shuffle}
        onStart={game.start}
        onPause={game.pause}
        speed={active ? speed : null}
        onSpeed={(seconds) => {
          setSpeed(seconds);
          void game.changeSpeed(seconds * 1000);
        }}
        onResume={resume}
        onCheck={check.openCheck}
      />

      <CheckDialog
        opened={check.open}
        panel={check.panel}
        inputError={check.inputError}
        called={called}
        lockedMessage={check.lockedMessage}
        color={color}
        onSubmit={check.submit}
        onLock={check.lock}
        onRetry={check.retryRecord}
        onClose={check.close}
      />
      {check.win && !check.open && (
        <WinPanel win={check.win} prize={prize} color={color} onNewGame={() => onExit(true)} />
      )}
      <EndGameConfirm
        opened={confirmClose}
        // i18n-dynamic: the questions are msg() keys in closeQuestion below
        message={t(closeQuestion(active, active && allCalled(state)))}
        asksRefund={active && asksRefund}
        onStay={() => setConfirmClose(false)}
        onLeave={leave}
      />
      <OpenShiftDialog
        opened={game.needsShift}
        reason={SHIFT_MESSAGES.needShift}
        onClose={game.dismissShift}
        onOpened={() => {
          game.dismissShift();
          void game.start();
        }}
      />
    </div>
  );
}

const mainStyle: CSSProperties = {
  flex: 1,
  minHeight: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) clamp(220px, 24vw, 500px) clamp(200px, 18vw, 340px)',
  gap: 'clamp(8px, 1.4vw, 24px)',
};

function closeQuestion(running: boolean, unfinishedAllCalled: boolean): string {
  if (unfinishedAllCalled) return msg('The game will end now with no winner. Are you sure?');
  if (running) return msg('The game will end now and be recorded as abandoned. Are you sure?');
  return msg('Are you sure you want to leave the game screen?');
}
