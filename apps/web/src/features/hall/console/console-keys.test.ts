import { describe, expect, it } from 'vitest';
import { type ConsoleKeyContext, consoleKey } from './console-keys';

const running: ConsoleKeyContext = { status: 'running', checkEnabled: true, won: false };

/** Presses the keys in turn, gathering the commands. */
function press(keys: string[], ctx: ConsoleKeyContext = running) {
  let typed = '';
  const commands: unknown[] = [];
  for (const key of keys) {
    const next = consoleKey(typed, key, ctx);
    typed = next.typed;
    if (next.command) commands.push(next.command);
  }
  return { typed, commands };
}

describe('consoleKey', () => {
  it('Space pauses a running game and continues a paused one, and does nothing before Start', () => {
    expect(press([' ']).commands).toEqual([{ type: 'pause' }]);
    expect(press([' '], { ...running, status: 'paused' }).commands).toEqual([{ type: 'resume' }]);
    expect(press([' '], { ...running, status: 'idle' }).commands).toEqual([]);
  });

  it('S starts only a game not yet started', () => {
    expect(press(['s'], { ...running, status: 'idle' }).commands).toEqual([{ type: 'start' }]);
    expect(press(['S']).commands).toEqual([]);
  });

  it('C opens Check once five numbers are out', () => {
    expect(press(['c']).commands).toEqual([{ type: 'openCheck' }]);
    expect(press(['C'], { ...running, checkEnabled: false }).commands).toEqual([]);
  });

  it('digits then Enter check that card; Backspace and Escape correct the number', () => {
    expect(press(['4', '2', 'Enter'])).toEqual({ typed: '', commands: [{ type: 'checkCard', cardId: 42 }] });
    expect(press(['1', '2', '5', 'Backspace', 'Enter']).commands).toEqual([
      { type: 'checkCard', cardId: 12 },
    ]);
    expect(press(['9', 'Escape', 'Enter']).commands).toEqual([]);
    expect(press(['1', '2']).typed).toBe('12');
  });

  it('keeps at most three digits and checks nothing before Check is allowed', () => {
    expect(press(['1', '2', '3', '4']).typed).toBe('234');
    expect(press(['7', 'Enter'], { ...running, checkEnabled: false })).toEqual({ typed: '', commands: [] });
    expect(press(['0', 'Enter']).commands).toEqual([]);
  });

  it('N goes to the next game only after a win; other keys do nothing', () => {
    expect(press(['n'], { ...running, won: true }).commands).toEqual([{ type: 'next' }]);
    expect(press(['n', 'x', 'Tab']).commands).toEqual([]);
  });
});
