import { useEffect, useRef, useState } from 'react';
import { type ConsoleCommand, type ConsoleKeyContext, consoleKey } from './console-keys';

/** A key typed into a field belongs to it, not to the console. */
function isField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

const isButton = (target: EventTarget | null) => target instanceof HTMLElement && target.tagName === 'BUTTON';

/**
 * The console's keyboard shortcuts, listened for on the whole window while no dialog is open.
 * Returns the digits typed so far, shown so the cashier sees the card number being entered.
 */
export function useConsoleKeys(
  enabled: boolean,
  ctx: ConsoleKeyContext,
  run: (command: ConsoleCommand) => void,
): string {
  const [typed, setTyped] = useState('');
  const latest = useRef({ ctx, run, typed });
  latest.current = { ctx, run, typed };

  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      if (isField(event.target)) return;
      const { ctx: now, run: act, typed: before } = latest.current;
      // Enter on a focused button presses it, unless a card number is being typed.
      if (event.key === 'Enter' && before === '' && isButton(event.target)) return;
      const next = consoleKey(before, event.key, now);
      if (next.command === null && next.typed === before) return;
      // Handled here, so Space never also presses whichever button kept the focus.
      event.preventDefault();
      latest.current.typed = next.typed;
      setTyped(next.typed);
      if (next.command) act(next.command);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);

  return typed;
}
