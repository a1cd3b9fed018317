import { describe, expect, it } from 'vitest';
import {
  ApiError,
  buildUrl,
  errorMessageFrom,
  noResponse,
  serverOutOfReach,
  UnexpectedAnswerError,
} from './api';

describe('errorMessageFrom', () => {
  it("prefers the server's JSON message", () => {
    const body = JSON.stringify({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Insufficient balance for this transfer',
    });
    expect(errorMessageFrom(400, body)).toBe('Insufficient balance for this transfer');
  });

  it('falls back to the raw text, then to the status', () => {
    expect(errorMessageFrom(502, 'Bad gateway')).toBe('Bad gateway');
    expect(errorMessageFrom(500, '{"error":"x"}')).toBe('{"error":"x"}');
    expect(errorMessageFrom(503, '')).toBe('API request failed with status 503');
  });
});

describe('buildUrl', () => {
  it('puts every call under /api and drops empty query values', () => {
    expect(buildUrl('/Balance')).toBe('/api/Balance');
    expect(
      buildUrl('SalesHistory', { startDate: '2025-01-01T00:00:00.000Z', endDate: undefined, type: '' }),
    ).toBe('/api/SalesHistory?startDate=2025-01-01T00%3A00%3A00.000Z');
  });
});

describe('serverOutOfReach', () => {
  it("counts no answer and any 5xx (a proxy's 502/503/504, the server's 500), not a refusal or a cancel", () => {
    expect(serverOutOfReach(new TypeError('Failed to fetch'))).toBe(true);
    for (const status of [500, 502, 503, 504]) {
      expect(serverOutOfReach(new ApiError(status, `API request failed with status ${status}`))).toBe(true);
    }
    expect(serverOutOfReach(new UnexpectedAnswerError())).toBe(true);
    for (const status of [400, 401, 404, 409, 425]) {
      expect(serverOutOfReach(new ApiError(status, 'Refused'))).toBe(false);
    }
    expect(serverOutOfReach(new DOMException('The operation was aborted.', 'AbortError'))).toBe(false);
  });

  it("leaves 'No response' to a call that got no answer at all", () => {
    expect(noResponse(new TypeError('Failed to fetch'))).toBe(true);
    expect(noResponse(new ApiError(502, 'API request failed with status 502'))).toBe(false);
  });
});
