import { useEffect, useState } from 'react';
import { Caller, type ClipLoader, type PreloadReport } from './caller';
import { howlerLoader } from './howler-loader';

/** Waiting longer than this for the pack would hold up a paid game; it starts and calls what has loaded. */
export const PRELOAD_WAIT_MS = 8000;

/**
 * A caller for the chosen voice, preloading its pack as soon as the screen mounts and freeing it on
 * unmount. `report` is set once the pack is loaded.
 */
export function useCaller(voice: string, loader: ClipLoader = howlerLoader) {
  const [caller] = useState(() => new Caller(voice, loader));
  const [report, setReport] = useState<PreloadReport | undefined>();

  useEffect(() => {
    let live = true;
    void caller.preload().then((r) => {
      if (live) setReport(r);
    });
    return () => {
      live = false;
      caller.unload();
    };
  }, [caller]);

  return { caller, report };
}

/** Resolves when the pack is ready or the wait is over, whichever comes first. */
export function whenReady(caller: Caller, waitMs = PRELOAD_WAIT_MS): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    void caller.preload().then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
