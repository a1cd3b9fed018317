import { SHIFT_MESSAGES } from '@bingo/contracts';
import { useTranslation } from 'react-i18next';
import { OpenShiftDialog } from '@/features/shifts/OpenShiftDialog';
import type { useCheck } from '../use-check';
import type { HallGame } from '../use-hall-game';
import { CheckDialog } from './CheckDialog';
import { EndGameConfirm } from './EndGameConfirm';
import type { LeaveGame } from './use-leave-game';
import { WinPanel } from './WinPanel';

/** What opens over the screen: Check, the win, the Close question and the offer to open a shift. */
export function GameDialogs({
  game,
  check,
  called,
  prize,
  color,
  leaving,
  onNewGame,
}: {
  game: HallGame;
  check: ReturnType<typeof useCheck>;
  called: ReadonlySet<number>;
  prize: number;
  color: string;
  leaving: LeaveGame;
  onNewGame: () => void;
}) {
  const { t } = useTranslation('hall');
  return (
    <>
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
        <WinPanel win={check.win} prize={prize} color={color} onNewGame={onNewGame} />
      )}
      <EndGameConfirm
        opened={leaving.confirming}
        // i18n-dynamic: the questions are msg() keys in closeQuestion (use-leave-game)
        message={t(leaving.question)}
        asksRefund={leaving.asksRefund}
        onStay={leaving.stay}
        onLeave={leaving.leave}
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
    </>
  );
}
