import { afterEach, describe, expect, it, vi } from 'vitest';
import { onPreloadError, RELOADED_FOR, reloadForNewBuild } from './stale-build';

const preloadError = () => new Event('vite:preloadError', { cancelable: true });

afterEach(() => sessionStorage.clear());

describe('reloadForNewBuild', () => {
  it('reloads once per build, so a chunk really missing cannot reload the page for ever', () => {
    const reload = vi.fn();
    expect(reloadForNewBuild(reload, '/assets/index-aaa.js')).toBe(true);
    expect(sessionStorage.getItem(RELOADED_FOR)).toBe('/assets/index-aaa.js');
    expect(reloadForNewBuild(reload, '/assets/index-aaa.js')).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // The next deploy's build reloads once too.
    expect(reloadForNewBuild(reload, '/assets/index-bbb.js')).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('onPreloadError', () => {
  it('reloads and keeps the error from the route; after that reload the error is shown', () => {
    const reload = vi.fn();
    const first = preloadError();
    onPreloadError(first, reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);

    const again = preloadError();
    onPreloadError(again, reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(again.defaultPrevented).toBe(false);
  });
});
