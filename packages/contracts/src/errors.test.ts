import { cardCountProblem } from '@bingo/engine';
import { describe, expect, it } from 'vitest';
import { BALANCE_MESSAGES } from './balance';
import { ERROR_CODES, ERROR_TEXTS, errorCodeFor, errorCodeOf, fillText, TEMPLATE_MESSAGES } from './errors';
import { GAME_MESSAGES } from './games';
import { PREFERENCE_MESSAGES } from './preferences';

describe('error codes', () => {
  it('name each text by its group and key', () => {
    expect(errorCodeOf(BALANCE_MESSAGES.insufficientTransfer)).toEqual({
      code: 'BALANCE_INSUFFICIENT_TRANSFER',
    });
    expect(errorCodeOf(GAME_MESSAGES.callTooEarly)).toEqual({ code: 'GAME_CALL_TOO_EARLY' });
    expect(ERROR_TEXTS.GAME_INSUFFICIENT).toBe(GAME_MESSAGES.insufficient);
  });

  it('read the values out of a text with values in it', () => {
    expect(
      errorCodeOf('Too many login attempts for this account. Please wait 15 minutes and try again.'),
    ).toEqual({
      code: 'TEMPLATE_LOGIN_LIMIT_EMAIL',
      params: { wait: '15 minutes' },
    });
    expect(errorCodeOf('City must be at most 100 characters')).toEqual({
      code: 'TEMPLATE_TEXT_TOO_LONG',
      params: { label: 'City', max: '100' },
    });
    expect(errorCodeOf('BINGO! Card 17 wins.')).toEqual({
      code: 'TEMPLATE_CARD_WINS',
      params: { card: '17' },
    });
  });

  it('fall back to the status when no text matches, and are unique', () => {
    expect(errorCodeOf('no such words')).toBeUndefined();
    expect(errorCodeFor(404, 'Route GET /x not found')).toEqual({
      code: 'TEMPLATE_ROUTE_NOT_FOUND',
      params: { method: 'GET', path: '/x' },
    });
    expect(errorCodeFor(418, 'teapot')).toEqual({ code: 'BAD_REQUEST' });
    expect(errorCodeFor(502, 'gateway')).toEqual({ code: 'SERVER_ERROR' });
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });

  it('put values into a template so that they read back with its code', () => {
    const text = fillText(TEMPLATE_MESSAGES.minimumBet, { amount: '10.00 Br' });
    expect(text).toBe('The minimum bet is 10.00 Br per card.');
    expect(errorCodeOf(text)).toEqual({ code: 'TEMPLATE_MINIMUM_BET', params: { amount: '10.00 Br' } });
    // A value the template does not name is left out; a name without a value stays marked.
    expect(fillText('{{a}} and {{b}}', { a: 1, c: 3 })).toBe('1 and {{b}}');
  });

  it('word a field of the wrong type with its path, and read it back with its code', () => {
    const text = fillText(TEMPLATE_MESSAGES.wrongTypeBoolean, { field: 'refunded' });
    expect(text).toBe('refunded must be true or false');
    expect(errorCodeOf(text)).toEqual({ code: 'TEMPLATE_WRONG_TYPE_BOOLEAN', params: { field: 'refunded' } });
    expect(errorCodeOf('items.0.amount must be a number')).toEqual({
      code: 'TEMPLATE_WRONG_TYPE_NUMBER',
      params: { field: 'items.0.amount' },
    });
    expect(errorCodeOf('cards must be a list')).toEqual({
      code: 'TEMPLATE_WRONG_TYPE_LIST',
      params: { field: 'cards' },
    });
    expect(errorCodeOf('balanceType must be one of: Limited, Unlimited')).toEqual({
      code: 'TEMPLATE_NOT_ONE_OF',
      params: { field: 'balanceType', values: 'Limited, Unlimited' },
    });
    // A text a table holds word for word keeps its own code.
    expect(errorCodeOf(PREFERENCE_MESSAGES.languageInvalid)).toEqual({ code: 'PREFERENCE_LANGUAGE_INVALID' });
    expect(errorCodeOf('limit must be between 1 and 100')).toBeUndefined();
  });

  it("read the engine's card-count refusals with their codes", () => {
    expect(errorCodeOf(cardCountProblem(2, 3, 10) ?? '')).toEqual({
      code: 'TEMPLATE_CARDS_AT_LEAST',
      params: { min: '3' },
    });
    expect(errorCodeOf(cardCountProblem(11, 2, 10) ?? '')).toEqual({
      code: 'TEMPLATE_CARDS_AT_MOST',
      params: { max: '10' },
    });
  });
});
