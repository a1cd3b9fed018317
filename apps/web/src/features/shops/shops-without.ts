/** The shops that have no row yet among `records` (one game-settings row or jackpot per shop). */
export function shopsWithout<S extends { id: string }>(
  shops: readonly S[],
  records: readonly { shopId: string }[],
): S[] {
  const taken = new Set(records.map((r) => r.shopId));
  return shops.filter((s) => !taken.has(s.id));
}
