/**
 * How an error is written to the log. A failed query's error carries the statement's values (a
 * password hash, an e-mail, a note) in its message, its stack and `params`, and the database often
 * quotes a value in its own message: the log keeps the statement, the database's code and words, and
 * stands `[value]` where a value was.
 */
export type LoggedError = {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: LoggedError;
};

// drizzle appends "\nparams: a,b,c" to the statement; it runs to the end of the message.
const PARAMS = /\nparams: [\s\S]*$/;
// Shorter values ("1", "no") would blank ordinary words out of the message.
const MIN_REDACTED_LENGTH = 3;

function valuesOf(err: Error): string[] {
  const params = (err as { params?: unknown }).params;
  if (!Array.isArray(params)) return [];
  return params.map((p) => String(p)).filter((p) => p.length >= MIN_REDACTED_LENGTH);
}

function redact(text: string, values: readonly string[]): string {
  return values.reduce((out, value) => out.split(value).join('[value]'), text.replace(PARAMS, ''));
}

function logged(err: Error, values: readonly string[], depth: number): LoggedError {
  const message = redact(err.message, values);
  const at = err.stack?.indexOf(err.message) ?? -1;
  const frames = err.stack && at >= 0 ? err.stack.slice(at + err.message.length) : '';
  const code = (err as { code?: unknown }).code;
  return {
    type: err.name,
    message,
    stack: err.stack ? `${err.name}: ${message}${redact(frames, values)}` : '',
    ...(typeof code === 'string' ? { code } : {}),
    ...(err.cause instanceof Error && depth < 3 ? { cause: logged(err.cause, values, depth + 1) } : {}),
  };
}

/** pino's `err` serializer for the server's logger. */
export function errorForLog(err: Error): LoggedError {
  return logged(err, valuesOf(err), 0);
}
