import { BALANCE_MESSAGES, STORED_NOTES } from '@bingo/contracts';
import { defaultRatePercent, toSantim } from '@bingo/engine';
import type { Tx } from '../db/client';
import { saveRate } from '../modules/commission/commission.repo';
import { recordRate } from '../modules/commission/commission.service';
import { insertSettings } from '../modules/game-settings/game-settings.repo';
import { recordSettings } from '../modules/game-settings/game-settings.service';
import { writeJackpot } from '../modules/jackpots/jackpots.service';
import { type AccountRef, moveMoney } from '../modules/ledger/ledger.service';
import type { SeededNetwork } from './network';

/** Birr flowing down the demo network: enough for every demo cashier to play at once. */
const FLOWS: { from: string | 'issuance'; to: string; birr: number }[] = [
  { from: 'issuance', to: 'sa1', birr: 50_000 },
  { from: 'issuance', to: 'sa2', birr: 20_000 },
  { from: 'sa1', to: 'agent1', birr: 15_000 },
  { from: 'sa1', to: 'agent2', birr: 10_000 },
  { from: 'sa2', to: 'agent3', birr: 8_000 },
  { from: 'agent1', to: 'cashier1', birr: 5_000 },
  { from: 'agent1', to: 'cashier2', birr: 5_000 },
  { from: 'agent2', to: 'cashier3', birr: 5_000 },
  { from: 'agent3', to: 'cashier4', birr: 5_000 },
];

/** Halls sell dozens of cards a game; the bet stepper starts at 10 Br and may go down to 5 Br. */
const SHOP_SETTINGS = { minCards: 2, maxCards: 100, defaultBetAmount: 10, minStackAmount: 5 };

const JACKPOTS: { shop: string; birr: number; status: 0 | 1 }[] = [
  { shop: 'piazza', birr: 1_000, status: 1 },
  { shop: 'adama', birr: 500, status: 1 },
  { shop: 'bole', birr: 750, status: 0 },
];

/** Balances, commission rates, game settings and jackpots of the demo network. */
export async function seedMoney(tx: Tx, network: SeededNetwork): Promise<void> {
  const admin = Object.values(network.users).find((u) => u.role === 'Admin');
  const userId = (key: string) => {
    const user = network.users[key];
    if (!user) throw new Error(`seed: no demo user ${key}`);
    return user.id;
  };
  for (const flow of FLOWS) {
    const from: AccountRef =
      flow.from === 'issuance' ? { system: 'issuance' } : { userId: userId(flow.from) };
    await moveMoney(tx, {
      kind: flow.from === 'issuance' ? 'TopUp' : 'Transfer',
      amount: toSantim(flow.birr),
      from,
      to: { userId: userId(flow.to) },
      initiatedBy: flow.from === 'issuance' ? (admin?.id ?? null) : userId(flow.from),
      notes: STORED_NOTES.openingFloat,
      insufficientMessage: BALANCE_MESSAGES.insufficientTransfer,
    });
  }

  // Each setting is recorded as the screens record it, made by the system (no actor), so the first
  // change a hall makes has the value it replaced on the record.
  for (let typeIndex = 1; typeIndex <= 9; typeIndex++) {
    const rate = defaultRatePercent(typeIndex);
    await saveRate(tx, typeIndex, rate);
    await recordRate(tx, null, typeIndex, null, rate);
  }

  for (const shop of Object.values(network.shops)) {
    const settings = {
      minCards: SHOP_SETTINGS.minCards,
      maxCards: SHOP_SETTINGS.maxCards,
      defaultBetAmount: toSantim(SHOP_SETTINGS.defaultBetAmount),
      minStackAmount: toSantim(SHOP_SETTINGS.minStackAmount),
      lastCallRule: 'AllowLate' as const,
    };
    await insertSettings(tx, shop.id, settings);
    await recordSettings(tx, null, shop.id, null, settings);
  }

  for (const jackpot of JACKPOTS) {
    const shop = network.shops[jackpot.shop];
    if (shop) await writeJackpot(tx, null, shop.id, toSantim(jackpot.birr), jackpot.status);
  }
}
