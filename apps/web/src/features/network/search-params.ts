const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?to={userId}`: the receiver a transfer screen opens with. */
export interface TransferSearch {
  to?: string | undefined;
}

/** The route's search validator; anything that is not an id is dropped. */
export function parseTransferSearch(search: Record<string, unknown>): TransferSearch {
  const to = search.to;
  return { to: typeof to === 'string' && UUID.test(to) ? to : undefined };
}
