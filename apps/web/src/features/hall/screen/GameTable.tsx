import { GAME_TYPES } from '@bingo/engine';
import type { CSSProperties } from 'react';
import { ConsolePanel } from '../console/ConsolePanel';
import type { useConsole } from '../console/use-console';
import { useGameTypeName } from '../game-type-names';
import type { HallSetup } from '../hall.store';
import type { HallGame } from '../use-hall-game';
import { CurrentBall } from './CurrentBall';
import { GameFacts } from './GameFacts';
import { NumberBoard } from './NumberBoard';
import { screenSideStyle } from './screen-layout';

/** The screen's middle: the board, the current ball with the game's facts, and the cashier's console. */
export function GameTable({
  game,
  setup,
  called,
  prize,
  operator,
  connectionLost,
}: {
  game: HallGame;
  setup: HallSetup;
  called: ReadonlySet<number>;
  /** Null while the commission rate it depends on is not known. */
  prize: number | null;
  operator: ReturnType<typeof useConsole>;
  connectionLost: boolean;
}) {
  const gameTypeName = useGameTypeName();
  const { state, started } = game;
  return (
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
        connectionLost={connectionLost}
        typed={operator.typed}
        cards={started?.cards ?? setup.selectedCards}
        lockedCards={state.lockedCards}
        history={game.history}
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
