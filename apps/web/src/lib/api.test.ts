import { describe, expect, it } from 'vitest';
import { buildUrl, errorMessageFrom } from './api';

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
