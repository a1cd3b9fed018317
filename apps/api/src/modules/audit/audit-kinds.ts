/** Every kind of audit event. Money kinds are the ledger's transfer kinds. */
export const AUDIT_KINDS = [
  // money (the ledger)
  'TopUp',
  'Transfer',
  'GamePurchase',
  'Reversal',
  // whether an account may go below zero
  'BalanceTypeChanged',
  // users
  'UserCreated',
  'UserUpdated',
  'UserActivated',
  'UserDeactivated',
  'PasswordReset',
  'PasswordChanged',
  // shops
  'ShopCreated',
  'ShopUpdated',
  'ShopDeleted',
  'CashierAssigned',
  'CashierReleased',
  // who may watch a shop's games without signing in
  'DisplayLinkCreated',
  'DisplayLinkRevoked',
  // settings
  'GameSettingsChanged',
  'CommissionChanged',
  'JackpotChanged',
  // games
  'GameStarted',
  'GamePaused',
  'GameResumed',
  'CallSpeedChanged',
  'GameWon',
  'GameEnded',
  'GameAbandoned',
  'ClaimRecorded',
  'ClaimAskedAgain',
  'CardLocked',
  // shifts
  'ShiftOpened',
  'ShiftClosed',
  'ShiftCorrected',
  'ShiftSettingsChanged',
] as const;

export type AuditKind = (typeof AUDIT_KINDS)[number];
