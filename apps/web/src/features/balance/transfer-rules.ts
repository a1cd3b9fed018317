import {
  BALANCE_MESSAGES,
  birrAmount,
  readGamePurchaseNote,
  type STORED_NOTES,
  type TransferRequest,
} from '@bingo/contracts';
import { GAME_TYPES, toSantim } from '@bingo/engine';
import { gameTypeLabel } from '@/features/sales/sale-labels';
import { fullName } from '@/features/users/users.queries';
import { i18n } from '@/i18n/i18n';
import { msg } from '@/i18n/msg';
import { formatBirr } from '@/lib/format';
import { serverReason } from '@/lib/server-reason';

// i18n-namespace: balance

/** Money never goes to an inactive account: its owner cannot sign in to spend or pass it on. */
export function canReceiveMoney(member: { isActive: boolean }): boolean {
  return member.isActive;
}

/** The people a transfer dialog offers: the viewer's members who can receive money. */
export function transferRecipients(
  members: readonly { id: string; firstName: string; lastName: string; email?: string; isActive: boolean }[],
): { id: string; name: string }[] {
  return members.filter(canReceiveMoney).map((m) => ({ id: m.id, name: fullName(m) }));
}

export const TRANSFER_FAILED = msg('Transfer failed. Please check your balance or try again later.');

/**
 * The notes stored when none are typed, in English as the spec words them and as the server's own
 * defaults: a record must not depend on the language of the screen that sent it. Screens show them
 * translated (`shownNotes`). Marked here for the catalog check; the type holds them to the
 * contracts' STORED_NOTES, which the server stores.
 */
export const DEFAULT_NOTES = {
  toCashier: msg('Transfer to cashier'),
  toAgent: msg('Transfer to agent'),
  topUp: msg('Admin top-up'),
} as const satisfies Omit<typeof STORED_NOTES, 'openingFloat'>;

const OPENING_FLOAT = msg('Opening float') satisfies typeof STORED_NOTES.openingFloat;

const KNOWN_NOTES = new Set<string>([...Object.values(DEFAULT_NOTES), OPENING_FLOAT]);

/**
 * Stored notes in the reader's language when the system wrote them (the defaults, a game
 * purchase's 'Game purchase - {type} - {n} cards'); typed notes as typed. A game type's name is read
 * from the hall's words: a screen that shows notes loads them (useNotesWords).
 */
export function shownNotes(notes: string): string {
  const t = balanceT();
  const purchase = readGamePurchaseNote(notes);
  const gameType = purchase ? GAME_TYPES.findIndex((g) => g.name === purchase.gameTypeName) : -1;
  if (purchase && gameType >= 0) {
    return t('Game purchase - {{type}} - {{cards}} cards', {
      type: gameTypeLabel(gameType),
      cards: purchase.cards,
    });
  }
  if (!KNOWN_NOTES.has(notes)) return notes;
  // i18n-dynamic: the system's notes are msg() keys in DEFAULT_NOTES and OPENING_FLOAT
  return t(notes);
}

/** The balance texts' translator, taken when a text is read, so it follows the current language. */
const balanceT = () => i18n.getFixedT(null, 'balance');

function transferFailed(): string {
  const t = balanceT();
  return t('Transfer failed. Please check your balance or try again later.');
}

/** The words of one transfer screen; the agent's and the super agent's screens differ. */
export interface TransferTexts {
  /** A missing receiver (and, on most screens, a bad amount). */
  invalid: string;
  /** An amount that is not a number greater than 0. */
  invalidAmount: string;
  /** Shown before sending when the known balance cannot cover the amount. */
  insufficient?: string;
  /** Sent when the notes are left empty: one of DEFAULT_NOTES, in English. */
  defaultNotes: string;
  success: (amount: string, receiverName: string) => string;
  failure: (error: unknown) => string;
}

/** The agent's Balance Management modal. */
export const AGENT_TRANSFER_TEXTS: TransferTexts = {
  invalid: BALANCE_MESSAGES.transferInvalid,
  invalidAmount: BALANCE_MESSAGES.transferInvalid,
  defaultNotes: DEFAULT_NOTES.toCashier,
  success: (amount) => {
    const t = balanceT();
    return t('Successfully transferred {{amount}}', { amount });
  },
  failure: () => transferFailed(),
};

/** A super agent's texts; the screens differ only in how a bad amount is worded. */
function superAgentTexts(invalidAmount: () => string): TransferTexts {
  return {
    invalid: BALANCE_MESSAGES.transferInvalid,
    get invalidAmount() {
      return invalidAmount();
    },
    insufficient: BALANCE_MESSAGES.insufficientTransfer,
    defaultNotes: DEFAULT_NOTES.toAgent,
    success: (amount, name) => {
      const t = balanceT();
      return t('Successfully transferred {{amount}} to {{name}}', { amount, name });
    },
    // A refusal the server explains (not enough money, unknown receiver) is shown in its own words.
    failure: (error) => serverReason(error) ?? transferFailed(),
  };
}

/** The super agent's Transfer Funds page. */
export const SUPER_AGENT_TRANSFER_TEXTS: TransferTexts = superAgentTexts(
  () => BALANCE_MESSAGES.transferInvalid,
);

/** The Transfer Funds dialog of the super agent's agent list. */
export const AGENT_LIST_TRANSFER_TEXTS: TransferTexts = superAgentTexts(() => {
  const t = balanceT();
  return t('Please enter a valid amount');
});

export interface TransferDraft {
  receiverId: string | null;
  /** As the number input holds it: a number, or the raw text while typing. */
  amount: number | string;
  notes: string;
}

export type TransferCheck = { ok: true; body: TransferRequest } | { ok: false; error: string };

/**
 * The screen's rules before anything is sent. `balance` is the sender's known Limited balance;
 * leave it out for an Unlimited account, which is never blocked.
 */
export function checkTransfer(draft: TransferDraft, texts: TransferTexts, balance?: number): TransferCheck {
  if (!draft.receiverId) return { ok: false, error: texts.invalid };
  const raw = typeof draft.amount === 'string' ? draft.amount.trim() : draft.amount;
  const amount = birrAmount(texts.invalidAmount).safeParse(raw === '' ? Number.NaN : Number(raw));
  if (!amount.success) return { ok: false, error: texts.invalidAmount };
  if (texts.insufficient && balance !== undefined && toSantim(amount.data) > toSantim(balance)) {
    return { ok: false, error: texts.insufficient };
  }
  return {
    ok: true,
    body: {
      receiverId: draft.receiverId,
      amount: amount.data,
      notes: draft.notes.trim() || texts.defaultNotes,
    },
  };
}

/** The success line, with the amount in Birr through the one formatter. */
export function transferSuccess(texts: TransferTexts, amount: number, receiverName: string): string {
  return texts.success(formatBirr(amount), receiverName);
}
