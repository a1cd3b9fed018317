import { afterEach, describe, expect, it, vi } from 'vitest';
import { onPreloadError } from '@/lib/stale-build';
import { holdNewBuild } from './new-build-hold';

const reloadPage = vi.fn();
/** main.tsx's listener, with the page's reload seen by the test. */
const mainListener = (event: Event) => onPreloadError(event, reloadPage);

/** A dynamic import failed, as Vite reports it on window; says whether the route was spared the error. */
const chunkFails = () => {
  const event = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

afterEach(() => {
  window.removeEventListener('vite:preloadError', mainListener);
  sessionStorage.clear();
  reloadPage.mockClear();
});

describe('holdNewBuild', () => {
  it('keeps the page from reloading during a game, tells the screen, and reloads when the game lets go', () => {
    window.addEventListener('vite:preloadError', mainListener);
    const onWaiting = vi.fn();
    const reload = vi.fn(() => true);
    const release = holdNewBuild(onWaiting, reload);

    expect(chunkFails()).toBe(false);
    expect(reloadPage).not.toHaveBeenCalled();
    expect(onWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();

    release();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('lets go without a reload when no new build came, and main.tsx reloads again afterwards', () => {
    window.addEventListener('vite:preloadError', mainListener);
    const reload = vi.fn(() => true);
    holdNewBuild(vi.fn(), reload)();
    expect(reload).not.toHaveBeenCalled();

    expect(chunkFails()).toBe(true);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
