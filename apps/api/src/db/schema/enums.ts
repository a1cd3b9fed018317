import { pgEnum } from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('role', ['Admin', 'SuperAgent', 'Agent', 'Cashier']);
export const balanceTypeEnum = pgEnum('balance_type', ['Limited', 'Unlimited']);
export const transferKindEnum = pgEnum('transfer_kind', ['TopUp', 'Transfer', 'GamePurchase', 'Reversal']);
export const gameStatusEnum = pgEnum('game_status', ['running', 'won', 'finished', 'abandoned']);
/** Whether a card that had already won before the last call still wins when it is claimed late. */
export const lastCallRuleEnum = pgEnum('last_call_rule', ['AllowLate', 'LastCallOnly']);
/** What a sale's game came to: its prize is paid only when it was Won. */
export const saleOutcomeEnum = pgEnum('sale_outcome', ['Running', 'Won', 'NoWinner', 'Abandoned']);
/** A change to a running game's calling, recorded with its time. */
export const gameEventKindEnum = pgEnum('game_event_kind', ['pause', 'resume', 'speed']);
/** Why a game ended other than by its cashier's own hand; null when the cashier ended it. */
export const gameEndReasonEnum = pgEnum('game_end_reason', ['CashierDeactivated']);
