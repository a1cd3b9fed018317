import { useEffect, useState } from 'react';
import { type DisplayMessage, HEARTBEAT_MS, openDisplayChannel } from './display-channel';
import { EMPTY_FEED, takeState } from './display-order';
import type { DisplayState } from './display-state';

/**
 * The display window's side: it asks the consoles for the state, then follows every update that is
 * not older than what it shows (see takeState), whichever tab it comes from.
 */
export function useDisplayFeed(): DisplayState {
  const [feed, setFeed] = useState(EMPTY_FEED);
  useEffect(() => {
    const channel = openDisplayChannel((message) => {
      if (message.type === 'state') setFeed((shown) => takeState(shown, message.state, message.stamp));
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
  return feed.display;
}
