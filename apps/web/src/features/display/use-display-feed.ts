import { useEffect, useState } from 'react';
import { type DisplayMessage, HEARTBEAT_MS, openDisplayChannel } from './display-channel';
import { type DisplayState, EMPTY_DISPLAY } from './display-state';

/** The display window's side: it asks the console for the state, then follows every update. */
export function useDisplayFeed(): DisplayState {
  const [display, setDisplay] = useState<DisplayState>(EMPTY_DISPLAY);
  useEffect(() => {
    const channel = openDisplayChannel((message) => {
      if (message.type === 'state') setDisplay(message.state);
    });
    if (!channel) return;
    const send = (message: DisplayMessage) => channel.postMessage(message);
    send({ type: 'hello' });
    const beat = setInterval(() => send({ type: 'alive' }), HEARTBEAT_MS);
    const bye = () => send({ type: 'bye' });
    window.addEventListener('pagehide', bye);
    return () => {
      clearInterval(beat);
      window.removeEventListener('pagehide', bye);
      bye();
      channel.close();
    };
  }, []);
  return display;
}
