import { getCard } from '@bingo/engine';
import { type CSSProperties, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBirr } from '@/lib/format';
import { BingoCard } from '../cards/BingoCard';
import { useGameTypeName } from '../hall/game-type-names';
import { PatternPreview } from '../hall/PatternPreview';
import { CurrentBall } from '../hall/screen/CurrentBall';
import { NumberBoard } from '../hall/screen/NumberBoard';
import { DISPLAY_BACKGROUND, screenRootStyle, screenSideStyle } from '../hall/screen/screen-layout';
import { DisplayVerify } from './DisplayVerify';
import type { DisplayResult, DisplayState } from './display-state';

/**
 * The room's screen: the board, the last number, the pattern, the prize and the commitment, and a
 * full-screen verdict when a card is checked; once the game has ended, its verify address and QR until
 * the next game. It draws only what it is given and offers no control, so the same component serves
 * the second window and a display on another device.
 */
export function PlayerDisplay({ display }: { display: DisplayState }) {
  const { t } = useTranslation('display');
  const gameTypeName = useGameTypeName();
  const called = useMemo(() => new Set(display.called), [display.called]);
  const { gameId, result } = display;
  return (
    <main data-testid="player-display" data-status={display.status} style={rootStyle}>
      <header style={headerStyle}>
        <span data-testid="display-shop" style={{ fontWeight: 900 }}>
          {display.shopName}
        </span>
        <span data-testid="display-game-type">{gameTypeName(display.gameTypeName)}</span>
        <span data-testid="display-commitment" style={{ fontFamily: 'monospace' }}>
          {display.commitment ? t('Commitment {{commitment}}', { commitment: display.commitment }) : ''}
        </span>
      </header>
      <div style={mainStyle}>
        <div style={boardColumnStyle}>
          <div style={{ flex: 1, minHeight: 0 }}>
            <NumberBoard called={called} current={display.current} />
          </div>
          {/* Under the board, which gives up a little height: the column beside it is full. */}
          {gameId && !result && <DisplayVerify gameId={gameId} row />}
        </div>
        <aside style={screenSideStyle}>
          <CurrentBall
            current={display.current}
            calledCount={display.calledCount}
            lastFive={display.lastFive}
          />
          <div style={factsRowStyle}>
            <section style={patternBoxStyle} aria-label={t('Pattern being played')}>
              <PatternPreview gameType={display.gameType} cellSize={24} />
            </section>
            <div style={factsStyle}>
              <div style={labelStyle}>{t('Prize')}</div>
              <div data-testid="display-prize" style={prizeStyle}>
                {formatBirr(display.prize)}
              </div>
              {display.bonusAmount > 0 && (
                <div data-testid="display-bonus" style={{ ...labelStyle, color: '#ffe066' }}>
                  {t('Bonus {{amount}} within {{calls}} calls', {
                    amount: formatBirr(display.bonusAmount),
                    calls: display.bonusWithinCalls,
                  })}
                </div>
              )}
            </div>
          </div>
        </aside>
      </div>
      {result && (
        <ResultOverlay result={result} called={called}>
          {/* In a corner of the verdict: its words and card stay in the middle, uncovered. */}
          {gameId && <DisplayVerify gameId={gameId} style={cornerStyle} />}
        </ResultOverlay>
      )}
    </main>
  );
}

function ResultOverlay({
  result,
  called,
  children,
}: {
  result: DisplayResult;
  called: ReadonlySet<number>;
  children?: ReactNode;
}) {
  const { t } = useTranslation('display');
  const won = result.kind === 'win';
  return (
    <section
      data-testid="display-result"
      data-result={result.kind}
      aria-live="assertive"
      style={{ ...overlayStyle, background: won ? '#0b3d17' : '#5c0a0a' }}
    >
      <div style={{ fontSize: 'clamp(56px, 12vh, 220px)', fontWeight: 900, lineHeight: 1 }}>
        {won ? t('BINGO!') : t('Not a winner')}
      </div>
      <div data-testid="display-result-card" style={{ fontSize: 'clamp(36px, 7vh, 120px)', fontWeight: 900 }}>
        {won && result.winners.length > 1
          ? t('Cards {{cards}}', { cards: result.winners.map((id) => `#${id}`).join(', ') })
          : t('Card #{{card}}', { card: result.cardId })}
      </div>
      {won && <WinFigures result={result} called={called} />}
      {children}
    </section>
  );
}

/** The claimed card with its pattern, each winner's share, and the jackpot on a line of its own. */
function WinFigures({
  result,
  called,
}: {
  result: Extract<DisplayResult, { kind: 'win' }>;
  called: ReadonlySet<number>;
}) {
  const { t } = useTranslation('display');
  const share = formatBirr(result.prizeShare);
  return (
    <>
      <BingoCard
        card={getCard(result.cardId)}
        called={called}
        winningCells={result.winningCells}
        cellSize={58}
        title={null}
      />
      <div
        data-testid="display-result-amount"
        style={{ fontSize: 'clamp(40px, 8vh, 140px)', fontWeight: 900 }}
      >
        {result.winners.length > 1 ? t('{{share}} each', { share }) : share}
      </div>
      {result.bonusAwarded > 0 && (
        <div
          data-testid="display-result-bonus"
          style={{ fontSize: 'clamp(28px, 6vh, 100px)', fontWeight: 900, color: '#ffe066' }}
        >
          {t('Jackpot {{amount}}', { amount: formatBirr(result.bonusAwarded) })}
        </div>
      )}
    </>
  );
}

const rootStyle: CSSProperties = { ...screenRootStyle, background: DISPLAY_BACKGROUND };

const headerStyle: CSSProperties = {
  display: 'flex',
  justifyContent: 'space-between',
  gap: 24,
  fontSize: 'clamp(18px, min(2vw, 3.4vh), 44px)',
  fontWeight: 700,
};

const mainStyle: CSSProperties = {
  flex: 1,
  minHeight: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) clamp(240px, 27vw, 560px)',
  gap: 'clamp(8px, 1.4vw, 24px)',
};

const boardColumnStyle: CSSProperties = {
  minWidth: 0,
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 'clamp(6px, 1.2vh, 16px)',
};

const factsRowStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  flexWrap: 'wrap',
  justifyContent: 'center',
};
const patternBoxStyle: CSSProperties = { background: '#fff', padding: 6, borderRadius: 8 };
const factsStyle: CSSProperties = { textAlign: 'center' };
const labelStyle: CSSProperties = { fontWeight: 700, fontSize: 'clamp(16px, min(1.6vw, 2.8vh), 36px)' };
const prizeStyle: CSSProperties = { fontWeight: 900, fontSize: 'clamp(28px, min(3.4vw, 6vh), 96px)' };

const overlayStyle: CSSProperties = {
  position: 'fixed',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 'clamp(8px, 2vh, 32px)',
  color: '#fff',
  textAlign: 'center',
  zIndex: 10,
};
const cornerStyle: CSSProperties = {
  position: 'absolute',
  right: 'clamp(8px, 1.4vw, 24px)',
  bottom: 'clamp(8px, 1.4vh, 20px)',
  maxWidth: 'clamp(180px, 20vw, 380px)',
};
