import { describe, expect, it } from 'vitest';
import { BALANCE_MESSAGES } from './balance';
import { ERROR_CODES, ERROR_TEXTS, errorCodeFor, errorCodeOf } from './errors';
import { GAME_MESSAGES } from './games';

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
});
