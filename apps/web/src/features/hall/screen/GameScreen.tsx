import type { LiveGame } from '@bingo/contracts';
import { canCheck } from '@bingo/engine';
import { useEffect, useMemo, useState } from 'react';
import type { Caller } from '@/features/audio';
import { useWakeLock } from '@/features/hall/use-wake-lock';
import { useConsole } from '../console/use-console';
import type { GameRemote } from '../games.api';
import type { HallSetup } from '../hall.store';
import { useHallTheme } from '../themes';
import { useCheck } from '../use-check';
import { useHallGame } from '../use-hall-game';
import type { ActiveGame } from './EndGameConfirm';
import { GameControls } from './GameControls';
import { GameDialogs } from './GameDialogs';
import { GameNotices } from './GameNotices';
import { GameTable } from './GameTable';
import { GameTopBar } from './GameTopBar';
import { holdNewBuild } from './new-build-hold';
import { screenRootStyle } from './screen-layout';
import { useCallSpeed } from './use-call-speed';
import { useContinue } from './use-continue';
import { useGameMoney } from './use-game-money';
import { useLeaveGame } from './use-leave-game';

export interface GameScreenProps {
  setup: HallSetup;
  caller: Caller;
  /** The commission rate of the chosen tier, for the prize shown before Start; null while unknown. */
  ratePercent: number | null;
  /** Why the commission rates could not be loaded, shown while no prize can be. */
  ratesFailure?: string | null;
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
  /** The cashier's running game taken back from the server, or this PC's copy of it: shown paused at its last call. */
  restore?: LiveGame | null;
  /**
   * The game is this PC's copy and the server has not answered yet: the console says the server is
   * unreachable, as nothing is asked for before Continue and the calls cannot tell.
   */
  serverUnreachable?: boolean;
}

/**
 * The cashier's console: board, current number, jackpot, prize, the game's buttons and shortcuts,
 * the cards and calls, and the link to the player display the room watches.
 */
export function GameScreen({
  setup,
  caller,
  ratePercent,
  ratesFailure = null,
  jackpotMessage,
  onExit,
  onActiveChange,
  remote,
  restore = null,
  serverUnreachable = false,
}: GameScreenProps) {
  const { color, background } = useHallTheme('play');
  const game = useHallGame(setup, caller, { remote, restore });
  const check = useCheck(game, caller);
  const { restoredAt, resume } = useContinue(game, restore);
  const { state, started } = game;
  useWakeLock(started !== null && (state.status === 'running' || state.status === 'paused'));
  // A new build of the app waits for the game: the page reloads into it once this screen closes.
  const [newBuild, setNewBuild] = useState(false);
  const gameOn = started !== null;
  useEffect(() => (gameOn ? holdNewBuild(() => setNewBuild(true)) : undefined), [gameOn]);

  const called = useMemo(() => new Set(state.called), [state.called]);
  const { prize, bonusAmount } = useGameMoney(setup, ratePercent, started);
  const checkEnabled = canCheck(state) && state.winner === null && state.endReason !== 'abandoned';
  const leaving = useLeaveGame({ game, caller, onExit, onActiveChange });
  const speed = useCallSpeed(game, setup, restore);
  const operator = useConsole({
    game,
    check,
    setup,
    // The player display has no unknown prize: it waits at 0, as before any game, until it is known.
    prize: prize ?? 0,
    bonusAmount,
    checkEnabled,
    keysEnabled: !check.open && !leaving.confirming && !game.needsShift,
    onResume: resume,
    onNext: () => onExit(true),
  });

  return (
    <div style={{ ...screenRootStyle, background }} data-testid="game-screen">
      <GameTopBar
        bonusAmount={bonusAmount}
        withinCalls={setup.bonusWithinCalls}
        jackpotMessage={jackpotMessage}
        onClose={leaving.askClose}
      />
      <GameTable
        game={game}
        setup={setup}
        called={called}
        prize={prize}
        operator={operator}
        connectionLost={game.connectionLost || serverUnreachable}
      />
      <GameNotices
        game={game}
        restoredAt={restoredAt}
        color={color}
        newBuild={newBuild}
        ratesFailure={prize === null ? ratesFailure : null}
      />
      <GameControls
        status={state.status}
        color={color}
        starting={game.starting}
        shuffling={game.shuffleBalls !== null}
        checkEnabled={checkEnabled}
        onShuffle={game.shuffle}
        onStart={game.start}
        onPause={game.pause}
        speed={leaving.active ? speed.speed : null}
        onSpeed={speed.choose}
        onResume={resume}
        onCheck={check.openCheck}
      />
      <GameDialogs
        game={game}
        check={check}
        called={called}
        // A win comes after Start, when the prize is the server's.
        prize={prize ?? 0}
        color={color}
        leaving={leaving}
        onNewGame={() => onExit(true)}
      />
    </div>
  );
}
