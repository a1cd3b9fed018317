/**
 * A page's loader: waits for its fetches (`queryClient.ensureQueryData(...)`) together so the page
 * opens filled in, but never throws, so a failed load shows the screen's own red banner (the spec's
 * message from the query's error state) instead of the router's error page.
 * Example: `loader: ({ context: { queryClient } }) => preload(queryClient.ensureQueryData(shopQueries.list()))`.
 */
export async function preload(...loads: Promise<unknown>[]): Promise<void> {
  await Promise.allSettled(loads);
}
