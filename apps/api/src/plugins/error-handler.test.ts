import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  ForbiddenError,
  InsufficientFundsError,
  NotFoundError,
  sqlState,
  TooManyRequestsError,
  UnauthorizedError,
  UnprocessableError,
  uniqueViolation,
  ValidationError,
} from '../errors';
import { toErrorBody } from './error-handler';

describe('error bodies', () => {
  it('keeps the status and message of every typed error', () => {
    expect(
      [
        new ValidationError('Please fill in all required fields'),
        new InsufficientFundsError('Insufficient balance for this transfer'),
        new UnauthorizedError(),
        new ForbiddenError(),
        new NotFoundError('Shop not found'),
        new ConflictError('A user with this email already exists'),
        new UnprocessableError('This Idempotency-Key was already used with a different request'),
        new TooManyRequestsError(),
      ].map(toErrorBody),
    ).toEqual([
      {
        statusCode: 400,
        error: 'Bad Request',
        code: 'SHOP_FILL_ALL',
        message: 'Please fill in all required fields',
      },
      {
        statusCode: 400,
        error: 'Bad Request',
        code: 'BALANCE_INSUFFICIENT_TRANSFER',
        message: 'Insufficient balance for this transfer',
      },
      {
        statusCode: 401,
        error: 'Unauthorized',
        code: 'AUTH_SESSION_EXPIRED',
        message: 'Session expired. Please login again.',
      },
      {
        statusCode: 403,
        error: 'Forbidden',
        code: 'SERVER_FORBIDDEN',
        message: 'You do not have permission to perform this action.',
      },
      { statusCode: 404, error: 'Not Found', code: 'SHOP_SHOP_NOT_FOUND', message: 'Shop not found' },
      {
        statusCode: 409,
        error: 'Conflict',
        code: 'SERVER_EMAIL_TAKEN',
        message: 'A user with this email already exists',
      },
      {
        statusCode: 422,
        error: 'Unprocessable Entity',
        code: 'BALANCE_IDEMPOTENCY_KEY_REUSED',
        message: 'This Idempotency-Key was already used with a different request',
      },
      {
        statusCode: 429,
        error: 'Too Many Requests',
        code: 'SERVER_TOO_MANY_ATTEMPTS',
        message: 'Too many attempts. Please wait a few minutes and try again.',
      },
    ]);
  });

  it('hides the details of anything unexpected', () => {
    const leak = new Error('relation "users" does not exist at 10.0.0.5');
    expect(toErrorBody(leak)).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      code: 'SERVER_SERVER_ERROR',
      message: 'Something went wrong on our side. Please try again later.',
    });
    expect(toErrorBody('a string')).toMatchObject({ statusCode: 500 });
    expect(toErrorBody(Object.assign(new Error('x'), { statusCode: 503 }))).toMatchObject({
      statusCode: 500,
    });
  });

  it('maps database races to clear answers', () => {
    const unique = Object.assign(new Error('insert failed'), {
      cause: { code: '23505', detail: 'Key (email)' },
    });
    expect(toErrorBody(unique)).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'SERVER_RECORD_EXISTS',
      message: 'This record already exists.',
    });
    const deadlock = Object.assign(new Error('deadlock'), { code: '40P01' });
    expect(toErrorBody(deadlock)).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      code: 'SERVER_BUSY',
      message: 'The server is busy. Please try again.',
    });
  });

  it('answers text the database cannot store with a 400, should any slip past the contracts', () => {
    for (const code of ['22021', '22P05']) {
      expect(toErrorBody(Object.assign(new Error('bad text'), { cause: { code } }))).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        code: 'SERVER_BAD_CHARACTERS',
        message: 'The request contains characters that cannot be stored.',
      });
    }
  });
});

describe('sqlState', () => {
  it('reads the SQLSTATE from the wrapped driver error or the error itself, and nothing else', () => {
    expect(sqlState(Object.assign(new Error('q'), { cause: { code: '40001' } }))).toBe('40001');
    expect(sqlState({ code: '23505' })).toBe('23505');
    expect(sqlState(Object.assign(new Error('q'), { cause: new Error('no code'), code: '40P01' }))).toBe(
      '40P01',
    );
    expect(sqlState({ code: 'ECONNREFUSED' })).toBeUndefined();
    expect(sqlState(new Error('plain'))).toBeUndefined();
    expect(sqlState(null)).toBeUndefined();
    expect(uniqueViolation({ cause: { code: '23505', constraint_name: 'users_email_uq' } })).toBe(
      'users_email_uq',
    );
    expect(uniqueViolation({ cause: { code: '23505', constraint: 'users_email_uq' } })).toBe(
      'users_email_uq',
    );
    expect(uniqueViolation({ cause: { code: '40001' } })).toBeUndefined();
  });
});
