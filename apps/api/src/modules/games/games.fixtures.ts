import { firstWinningCall, getCard } from '@bingo/engine';
import type { Actor } from '../../../test/support';
import type { Call } from '../ledger/money.fixtures';

export type Started = {
  gameId: string;
  drawOrder: number[];
  commission: number;
  prize: number;
  newBalance: number;
};

export const ALL_CARDS = Array.from({ length: 150 }, (_, i) => i + 1);

export async function buyGame(call: Call, cashier: Actor, body: Record<string, unknown>): Promise<Started> {
  const res = await call.post<Started>(cashier, '/api/games', body);
  if (res.status !== 200) throw new Error(`purchase failed: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The call at which each card first wins in this draw (cards that never win are left out). */
export function winCalls(drawOrder: number[], gameType: number, cards: number[]): Map<number, number> {
  const calls = new Map<number, number>();
  for (const cardId of cards) {
    const k = firstWinningCall(getCard(cardId), drawOrder, gameType);
    if (k !== null) calls.set(cardId, k);
  }
  return calls;
}

/** Cards grouped by the call they first win on, earliest call first. */
export function byWinCall(calls: Map<number, number>): [number, number[]][] {
  const groups = new Map<number, number[]>();
  for (const [cardId, k] of calls) groups.set(k, [...(groups.get(k) ?? []), cardId]);
  return [...groups.entries()].sort((a, b) => a[0] - b[0]).map(([k, ids]) => [k, ids.sort((x, y) => x - y)]);
}
