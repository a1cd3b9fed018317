/**
 * A promise the test itself resolves: a transaction held open until the test lets it go, or a step
 * another part of the test waits for. (Promise.withResolvers needs Node 22.)
 */
export function signal(): { promise: Promise<void>; fire: () => void } {
  let fire = () => {};
  const promise = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { promise, fire };
}
