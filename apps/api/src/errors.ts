import { AUTH_MESSAGES, SERVER_MESSAGES } from '@bingo/contracts';
/**
 * Services throw these; the one error handler turns them into `{ statusCode, error, message }`.
 * The message is shown to the user as is, so it must be the spec's text where the spec has one.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly error: string;

  constructor(statusCode: number, error: string, message: string) {
    super(message);
    this.name = new.target.name;
    this.statusCode = statusCode;
    this.error = error;
  }
}

export class ValidationError extends AppError {
  constructor(message: string) {
    super(400, 'Bad Request', message);
  }
}

/** A Limited balance that cannot cover a debit; the message is the screen's text. */
export class InsufficientFundsError extends AppError {
  constructor(message: string) {
    super(400, 'Bad Request', message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message: string = AUTH_MESSAGES.sessionExpired) {
    super(401, 'Unauthorized', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string = SERVER_MESSAGES.forbidden) {
    super(403, 'Forbidden', message);
  }
}

/** Also used for objects outside the caller's subtree, so their existence is not leaked. */
export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, 'Not Found', message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, 'Conflict', message);
  }
}

export class UnprocessableError extends AppError {
  constructor(message: string) {
    super(422, 'Unprocessable Entity', message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message: string = SERVER_MESSAGES.tooManyAttempts) {
    super(429, 'Too Many Requests', message);
  }
}

/** The database error drizzle wraps as `cause` (both drivers), or the error itself when unwrapped. */
function driverError(err: unknown): Record<string, unknown> | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const cause = (err as { cause?: unknown }).cause;
  return (typeof cause === 'object' && cause !== null ? cause : err) as Record<string, unknown>;
}

/** The SQLSTATE of a failed query (five characters such as '23505'), or undefined for any other error. */
export function sqlState(err: unknown): string | undefined {
  const code = driverError(err)?.code ?? (err as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/**
 * The constraint behind a unique violation (SQLSTATE 23505), for services that turn a lost race into
 * their own message (postgres.js names it constraint_name, PGlite constraint).
 */
export function uniqueViolation(err: unknown): string | undefined {
  if (sqlState(err) !== '23505') return undefined;
  const c = driverError(err);
  const name = c?.constraint_name ?? c?.constraint;
  return typeof name === 'string' ? name : '';
}
