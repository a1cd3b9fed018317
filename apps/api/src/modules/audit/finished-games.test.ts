import { createDrawOrder, drawCommitment, seededRandomInt, type VerifiableGame } from '@bingo/engine';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client';
import { type FinishedGame, verifyFinishedGames } from './finished-games';

const SALT = 'a1'.repeat(32);
const ORDER = createDrawOrder(seededRandomInt(7));

/** A game abandoned after 14 calls with no claim: sound by the engine's rules. */
const abandoned: VerifiableGame = {
  order: ORDER,
  salt: SALT,
  commitment: drawCommitment(ORDER, SALT),
  gameType: 4,
  cards: [13, 109, 137],
  lastCallRule: 'AllowLate',
  released: 14,
  claims: [],
  lockedCards: [],
  status: 'abandoned',
  winningCall: null,
  winners: null,
  prizeSantim: 10_000,
  prizeShareSantim: null,
  bonusWithinCalls: 0,
  bonusOfferedSantim: 0,
  bonusAwardedSantim: 0,
};

/** Serves games from a list in pages, the way the games module's loader pages through its table. */
function listed(games: FinishedGame[]) {
  const asked: (string | undefined)[] = [];
  const pages = async (_db: DbOrTx, afterId: string | undefined, limit: number) => {
    asked.push(afterId);
    const from = afterId === undefined ? 0 : games.findIndex((g) => g.id === afterId) + 1;
    return games.slice(from, from + limit);
  };
  return { pages, asked };
}

const db = {} as DbOrTx;
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('verifyFinishedGames', () => {
  it('runs the engine on every game across pages and finds nothing in sound records', async () => {
    const games = Array.from({ length: 450 }, (_, i) => ({ id: id(i), shopId: 's', record: abandoned }));
    const { pages, asked } = listed(games);
    expect(await verifyFinishedGames(db, pages)).toEqual({ games: 450, unsound: [] });
    expect(asked).toEqual([undefined, id(199), id(399)]);
  });

  it('names each game whose record does not hold, with the engine’s findings', async () => {
    const swapped = [ORDER[1], ORDER[0], ...ORDER.slice(2)] as number[];
    const games = [
      { id: id(1), shopId: 'shop-a', record: abandoned },
      { id: id(2), shopId: 'shop-b', record: { ...abandoned, order: swapped } },
    ];
    expect(await verifyFinishedGames(db, listed(games).pages)).toEqual({
      games: 2,
      unsound: [
        {
          gameId: id(2),
          shopId: 'shop-b',
          findings: [
            {
              code: 'commitment-mismatch',
              message: 'The order and salt do not hash to the published commitment.',
            },
          ],
        },
      ],
    });
  });
});
