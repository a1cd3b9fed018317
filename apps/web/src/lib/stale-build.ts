/**
 * After a deploy the new service worker takes the open page at once (skipWaiting, clientsClaim) and
 * drops the old build's precached chunks, which the server no longer has either: the next route or
 * library the page loads fails with "Failed to fetch dynamically imported module". A reload brings the
 * new build. Once per build, so a chunk that is really missing shows its error instead of reloading the
 * page for ever. A game on the console holds the reload back (features/hall/screen/new-build-hold.ts).
 *
 * Loaded with the sign-in page (main.tsx), whose JavaScript has a budget: kept to these few lines.
 */

/** The sessionStorage key holding the build the page last reloaded for. */
export const RELOADED_FOR = 'bingoReloadedForBuild';

/** Reloads unless the page was already reloaded for this build (named by its hashed file's URL); says whether. */
export function reloadForNewBuild(reload = () => location.reload(), build = import.meta.url): boolean {
  if (sessionStorage.getItem(RELOADED_FOR) === build) return false;
  sessionStorage.setItem(RELOADED_FOR, build);
  reload();
  return true;
}

/** Vite's `vite:preloadError`: the page reloads, and the route is not shown the error meanwhile. */
export function onPreloadError(event: Event, reload?: () => void): void {
  if (reloadForNewBuild(reload)) event.preventDefault();
}
