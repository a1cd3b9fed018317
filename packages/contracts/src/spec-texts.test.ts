import {
  CARD_LOCKED_MESSAGE,
  CARD_NOT_SELECTED_MESSAGE,
  NO_CARDS_SELECTED_MESSAGE,
  SELECT_TWO_CARDS_MESSAGE,
} from '@bingo/engine';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './auth';
import { BALANCE_MESSAGES, gamePurchaseNote, STORED_NOTES } from './balance';
import { COMMISSION_MESSAGES } from './commission';
import { fillText, SERVER_MESSAGES, TEMPLATE_MESSAGES } from './errors';
import { GAME_SETTINGS_MESSAGES } from './game-settings';
import { GAME_MESSAGES } from './games';
import { JACKPOT_MESSAGES } from './jackpots';
import { SHOP_MESSAGES } from './shops';
import { USER_MESSAGES } from './users';

/**
 * The spec's validation, error and success texts that the contracts and the engine hold, each beside
 * the constant that says it. The left column is copied from the spec (01 and 02, sections 5 and 8),
 * so a constant reworded by accident fails here, not in front of a hall.
 */
const SPEC_TEXTS: readonly (readonly [spec: string, code: string])[] = [
  // 01 §8: the session and login
  ['Session expired. Please login again.', AUTH_MESSAGES.sessionExpired],
  ['Authentication required. Please log in.', AUTH_MESSAGES.authenticationRequired],
  ['Invalid credentials', AUTH_MESSAGES.invalidCredentials],
  // 01 §5 and 02 §5: network forms
  ['Please fill in all required fields', USER_MESSAGES.fillAll],
  ['Please fill in all required fields', SHOP_MESSAGES.fillAll],
  ['You need to create a shop first before adding cashiers.', SHOP_MESSAGES.createShopFirst],
  ['Please select a shop', SHOP_MESSAGES.selectShop],
  ['All fields are required', SHOP_MESSAGES.allFieldsRequired],
  ['Selected agent not found. Please try selecting an agent again.', SHOP_MESSAGES.agentNotFound],
  ['No available shops found. All shops already have cashiers assigned.', SHOP_MESSAGES.noAvailableShops],
  ['Invalid shop selection. Please select a valid shop.', SHOP_MESSAGES.invalidShop],
  ['All shops already have cashiers assigned', SHOP_MESSAGES.allShopsTaken],
  ['First name is required', USER_MESSAGES.firstNameRequired],
  ['Last name is required', USER_MESSAGES.lastNameRequired],
  ['Email is required', USER_MESSAGES.emailRequired],
  ['Email is invalid', USER_MESSAGES.emailInvalid],
  ['Phone number is required', USER_MESSAGES.phoneRequired],
  ['Super Agent is required', USER_MESSAGES.superAgentRequired],
  ['Shop is required', USER_MESSAGES.shopRequired],
  ['Password is required', USER_MESSAGES.passwordRequired],
  ['Password must be at least 6 characters', USER_MESSAGES.passwordTooShort],
  ['Password must be at least 6 characters long', USER_MESSAGES.resetPasswordTooShort],
  ['Passwords do not match', USER_MESSAGES.passwordsDoNotMatch],
  // 01 §8 and 02 §8: success texts
  ['Cashier created successfully!', USER_MESSAGES.cashierCreated],
  ['Cashier added successfully!', USER_MESSAGES.cashierAdded],
  ['Agent created successfully!', USER_MESSAGES.agentCreated],
  ['Password reset successfully!', USER_MESSAGES.passwordReset],
  [' An email has been sent to the user.', USER_MESSAGES.passwordResetEmailSent],
  ['Shop created successfully!', SHOP_MESSAGES.shopCreated],
  ['Shop assigned successfully!', SHOP_MESSAGES.shopAssigned],
  ['Commission rate deleted successfully!', SERVER_MESSAGES.commissionDeleted],
  ['Game settings deleted successfully', SERVER_MESSAGES.gameSettingsDeleted],
  // Balances and transfers
  ['Please enter valid transfer details', BALANCE_MESSAGES.transferInvalid],
  ['Insufficient balance for this transfer', BALANCE_MESSAGES.insufficientTransfer],
  ['Please select a user and enter a valid amount', BALANCE_MESSAGES.topUpInvalid],
  ['Cannot top-up users with Unlimited balance type', BALANCE_MESSAGES.topUpUnlimited],
  ['Transfer to cashier', STORED_NOTES.toCashier],
  ['Game purchase - Any vertical - 12 cards', gamePurchaseNote('Any vertical', 12)],
  // 02 §5: commission, game settings, jackpot
  ['Type Index is required', COMMISSION_MESSAGES.typeIndexRequired],
  ['Type Index must be between 1 and 9', COMMISSION_MESSAGES.typeIndexRange],
  ['Rate is required', COMMISSION_MESSAGES.rateRequired],
  ['Rate must be between 0 and 100', COMMISSION_MESSAGES.rateRange],
  ['Please select a shop', GAME_SETTINGS_MESSAGES.shopRequired],
  ['Minimum cards must be greater than 0', GAME_SETTINGS_MESSAGES.minCards],
  ['Maximum cards must be greater than 0', GAME_SETTINGS_MESSAGES.maxCards],
  ['Minimum cards cannot be greater than maximum cards', GAME_SETTINGS_MESSAGES.minOverMax],
  ['Default bet amount must be greater than 0', GAME_SETTINGS_MESSAGES.defaultBet],
  ['Minimum stack amount must be greater than 0', GAME_SETTINGS_MESSAGES.minStack],
  ['Please select a shop', JACKPOT_MESSAGES.shopRequired],
  ['Invalid shop selection', JACKPOT_MESSAGES.shopInvalid],
  ['Bonus amount must be a valid number', JACKPOT_MESSAGES.bonusAmount],
  ['Jackpot Coming Soon', JACKPOT_MESSAGES.comingSoon],
  // 02 §4, §5 and §8: play
  ['Please select at least 2 cards before playing.', SELECT_TWO_CARDS_MESSAGE],
  ['Please select at least 2 cards before playing.', fillText(TEMPLATE_MESSAGES.cardsAtLeast, { min: 2 })],
  ['Card not selected, please enter a valid card.', CARD_NOT_SELECTED_MESSAGE],
  ['Card not selected, please enter a valid card.', GAME_MESSAGES.cardNotSelected],
  ['This card is locked and cannot be checked again.', CARD_LOCKED_MESSAGE],
  ['This card is locked and cannot be checked again.', GAME_MESSAGES.cardLocked],
  ['Cannot start game: Invalid card selection or bet amount', GAME_MESSAGES.invalidStart],
  ['Failed to process payment. Please try again.', GAME_MESSAGES.paymentFailed],
  ['Insufficient balance to start the game. Please add funds to your account.', GAME_MESSAGES.insufficient],
  ['Please select cards first!', NO_CARDS_SELECTED_MESSAGE],
];

describe("the spec's texts, word for word", () => {
  it.each(SPEC_TEXTS)('%s', (spec, code) => {
    expect(code).toBe(spec);
  });
});
