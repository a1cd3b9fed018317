import { useCallback, useEffect, useState } from 'react';

/** The Fullscreen API for the game screen: the hall's big screen shows nothing but the game. */
export function useFullscreen() {
  const [active, setActive] = useState(() => typeof document !== 'undefined' && !!document.fullscreenElement);

  useEffect(() => {
    const update = () => setActive(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);

  const toggle = useCallback(async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch (error) {
      // Browsers refuse full screen without a user gesture or in some embedded views; the game goes on.
      console.warn('Full screen unavailable', error);
    }
  }, []);

  return { active, toggle, supported: typeof document !== 'undefined' && document.fullscreenEnabled };
}
