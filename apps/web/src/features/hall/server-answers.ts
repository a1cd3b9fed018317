import type { CallAnswer } from './call-loop';
import { type GameRemote, isRetryable } from './games.api';

/**
 * The remote, telling `answered` each time the server itself answers a request, with what was asked
 * or with a refusal: the line to it is up. A request that got no answer (the network, a 5xx) tells
 * nothing.
 */
export function watchAnswers(remote: GameRemote, answered: () => void): GameRemote {
  const watch =
    <A extends unknown[], R>(
      send: (...args: A) => Promise<R>,
      reached: (result: R) => boolean = () => true,
    ) =>
    async (...args: A): Promise<R> => {
      try {
        const result = await send(...args);
        if (reached(result)) answered();
        return result;
      } catch (error) {
        if (!isRetryable(error)) answered();
        throw error;
      }
    };
  return {
    start: watch(remote.start),
    call: watch(remote.call, (answer: CallAnswer) => answer.kind !== 'unreachable'),
    pause: watch(remote.pause),
    resume: watch(remote.resume),
    speed: watch(remote.speed),
    check: watch(remote.check),
    lock: watch(remote.lock),
    abandon: watch(remote.abandon),
    finish: watch(remote.finish),
    current: watch(remote.current),
  };
}
