import { createDrawOrder, drawCommitment, seededRandomInt, type VerifiableGame } from '@bingo/engine';
import { createTestDb } from '@test/support';
import { afterAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from '@/db/client';
import { type FinishedGame, verifyFinishedGames } from './finished-games';
import { auditVerify } from './verify-report';

const SALT = 'a1'.repeat(32);
const ORDER = createDrawOrder(seededRandomInt(7));

/**
 * A game abandoned after 14 calls with no claim: sound by the engine's rules. 3 cards at 40 Br with a
 * 16.67% commission: 120 Br in all, a 100 Br prize (99.996 rounded), 20 Br to the house.
 */
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
  betSantim: 4_000,
  ratePercent: 16.67,
  prizeSantim: 10_000,
  commissionSantim: 2_000,
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

const database = await createTestDb();
afterAll(() => database.close());
const db = database.db;
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

describe('auditVerify', () => {
  const swapped = [ORDER[1], ORDER[0], ...ORDER.slice(2)] as number[];

  it('passes with the games counted when the chains and the games hold', async () => {
    const { pages } = listed([{ id: id(1), shopId: 'shop-a', record: abandoned }]);
    expect(await auditVerify(db, pages)).toEqual({
      code: 0,
      problems: [],
      summary: 'Audit verify OK: 0 chains, 0 events, 1 finished games, every link sound.',
    });
    expect((await auditVerify(db)).summary).toBe('Audit verify OK: 0 chains, 0 events, every link sound.');
  });

  it('fails naming each unsound game and what the engine found', async () => {
    const { pages } = listed([{ id: id(9), shopId: 'shop-b', record: { ...abandoned, order: swapped } }]);
    expect(await auditVerify(db, pages)).toEqual({
      code: 1,
      problems: [
        `UNSOUND game ${id(9)} in shop shop-b (commitment-mismatch): The order and salt do not hash to the published commitment.`,
      ],
      summary: 'Audit verify FAILED: 1 unsound game(s) of 0 chains, 0 events, 1 finished games.',
    });
  });
});
