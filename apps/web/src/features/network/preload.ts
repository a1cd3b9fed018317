/**
 * A page loader's fetches (`queryClient.ensureQueryData(...)`), awaited together. A failure does
 * not fail the route: the page renders and shows the spec's own load-error banner from the
 * query's error state.
 */
export async function preload(...loads: Promise<unknown>[]): Promise<void> {
  await Promise.allSettled(loads);
}
