import { useEffect } from 'react';

/**
 * Keeps the screen awake while `active` (a game runs), through the Screen Wake Lock API. The browser
 * drops the lock whenever the page is hidden, so it is taken again when the page shows. Browsers
 * without the API (or that refuse it) simply let the screen sleep as before.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let stopped = false;
    const take = async () => {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      try {
        const taken = await navigator.wakeLock.request('screen');
        if (stopped) await taken.release();
        else lock = taken;
      } catch {
        // Refused (no user gesture yet, battery saver): the screen may sleep, the game goes on.
      }
    };
    void take();
    document.addEventListener('visibilitychange', take);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', take);
      void lock?.release();
    };
  }, [active]);
}
