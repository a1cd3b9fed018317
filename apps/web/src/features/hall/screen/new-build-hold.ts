import { reloadForNewBuild } from '@/lib/stale-build';

const CAPTURE = { capture: true };

/**
 * While a game is on the console, a new build does not reload the page (that would stop the calls,
 * or take the end of the game off the screen): the failed load is left to its own screen, `onWaiting`
 * is told so the cashier can see a new version is ready, and the reload comes when the hold is
 * released (the game screen closes). A capturing listener on window runs before main.tsx's and stops it.
 */
export function holdNewBuild(onWaiting: () => void, reload: () => boolean = () => reloadForNewBuild()) {
  let waiting = false;
  const wait = (event: Event) => {
    event.stopImmediatePropagation();
    waiting = true;
    onWaiting();
  };
  window.addEventListener('vite:preloadError', wait, CAPTURE);
  return () => {
    window.removeEventListener('vite:preloadError', wait, CAPTURE);
    if (waiting) reload();
  };
}
