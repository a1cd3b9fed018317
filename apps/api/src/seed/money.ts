import type { DbOrTx } from '../db/client';
import type { SeededNetwork } from './network';

/** Balances, commission rates, game settings and jackpots of the demo network. */
export async function seedMoney(_tx: DbOrTx, _network: SeededNetwork): Promise<void> {}
