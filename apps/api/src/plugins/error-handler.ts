import { STATUS_CODES } from 'node:http';
import {
  type ApiError,
  errorCodeFor,
  fillText,
  type MessageGroup,
  routeGroups,
  SERVER_MESSAGES,
  TEMPLATE_MESSAGES,
} from '@bingo/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, sqlState } from '../errors';
import { validationMessage } from './validation-message';

export type ErrorBody = ApiError;

const GENERIC_SERVER_ERROR = SERVER_MESSAGES.serverError;

/** Fastify's own 4xx codes, reworded for the people who will read them. */
const FASTIFY_MESSAGES = {
  FST_ERR_CTP_BODY_TOO_LARGE: SERVER_MESSAGES.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: SERVER_MESSAGES.mediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: SERVER_MESSAGES.contentLength,
  FST_ERR_CTP_EMPTY_JSON_BODY: SERVER_MESSAGES.emptyBody,
  FST_ERR_CTP_INVALID_JSON_BODY: SERVER_MESSAGES.invalidJson,
  FST_ERR_VALIDATION: SERVER_MESSAGES.invalidRequest,
  FST_ERR_MAX_PARAM_LENGTH: SERVER_MESSAGES.addressTooLong,
  FST_ERR_BAD_URL: SERVER_MESSAGES.badAddress,
} as const satisfies Record<string, string>;

const fastifyMessage = (code: unknown): string | undefined =>
  typeof code === 'string' && Object.hasOwn(FASTIFY_MESSAGES, code)
    ? FASTIFY_MESSAGES[code as keyof typeof FASTIFY_MESSAGES]
    : undefined;

/**
 * Every refusal carries the stable code of its text, so a screen can say it in the reader's language;
 * `groups` are the tables of the route that refuses, whose code words shared with another table carry.
 */
const body = (
  statusCode: number,
  message: string,
  error = STATUS_CODES[statusCode] ?? 'Error',
  groups: readonly MessageGroup[] = [],
): ErrorBody => {
  const { code, params } = errorCodeFor(statusCode, message, groups);
  return params ? { statusCode, error, code, params, message } : { statusCode, error, code, message };
};

/** Turns anything thrown into the one error shape; 5xx never carry internal details. */
export const toErrorBody = (err: unknown): ErrorBody => routeErrorBody(err, []);

/** The same, said by a route that speaks from these tables of texts. */
function routeErrorBody(err: unknown, groups: readonly MessageGroup[]): ErrorBody {
  if (err instanceof AppError) return body(err.statusCode, err.message, err.error, groups);
  if (hasZodFastifySchemaValidationErrors(err)) {
    const first = err.validation[0];
    const context = (err as { validationContext?: string }).validationContext;
    const message = first ? validationMessage(first, context) : FASTIFY_MESSAGES.FST_ERR_VALIDATION;
    return body(400, message, undefined, groups);
  }
  const state = sqlState(err);
  if (state === '23505') return body(409, SERVER_MESSAGES.recordExists);
  if (state === '40001' || state === '40P01') return body(503, SERVER_MESSAGES.busy);
  // The contracts refuse control characters; this is the net under them, should text slip through.
  if (state === '22021' || state === '22P05') return body(400, SERVER_MESSAGES.badCharacters);
  if (typeof err === 'object' && err !== null) {
    const { statusCode, code, message } = err as { statusCode?: unknown; code?: unknown; message?: unknown };
    if (err instanceof SyntaxError && statusCode === 400)
      return body(400, FASTIFY_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY);
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
      const known = fastifyMessage(code);
      return body(statusCode, known ?? (typeof message === 'string' && message ? message : 'Bad request'));
    }
  }
  return body(500, GENERIC_SERVER_ERROR);
}

/**
 * The query parser makes a key given twice an array, which zod would refuse in its own words ("expected
 * string, received array"), with no code a screen could translate.
 */
function repeatedQueryBody(err: unknown, request: FastifyRequest): ErrorBody | undefined {
  if (!hasZodFastifySchemaValidationErrors(err)) return undefined;
  if ((err as { validationContext?: string }).validationContext !== 'querystring') return undefined;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const repeated = Object.keys(query).filter((key) => Array.isArray(query[key]));
  if (repeated.length === 0) return undefined;
  return body(400, fillText(TEMPLATE_MESSAGES.repeatedFields, { fields: repeated.join(', ') }));
}

/** The most of an unknown address a 404 repeats: a 5,000-character path is not echoed back whole. */
const SHOWN_PATH = 200;

/** The request's address as a refusal repeats it: its path, cut to SHOWN_PATH characters. */
function shownPath(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? '';
  return path.length > SHOWN_PATH ? `${path.slice(0, SHOWN_PATH)}…` : path;
}

export function notFoundBody(request: FastifyRequest): ErrorBody {
  const values = { method: request.method, path: shownPath(request) };
  return body(404, fillText(TEMPLATE_MESSAGES.routeNotFound, values));
}

/** An address that exists, asked with a method it does not take (the Allow header lists those). */
export function methodNotAllowedBody(request: FastifyRequest): ErrorBody {
  const values = { method: request.method, path: shownPath(request) };
  return body(405, fillText(TEMPLATE_MESSAGES.methodNotAllowed, values));
}

/** The router's refusal of a path parameter over its limit, for an address that reaches no route. */
export const addressTooLongBody = (): ErrorBody => body(414, SERVER_MESSAGES.addressTooLong);

/**
 * Errors Fastify raises before any route is found (a path segment over maxParamLength, a malformed
 * escape in the path): the same shape as every other error instead of Fastify's own body.
 */
export function sendFrameworkError(err: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const out = toErrorBody(err);
  request.log.info({ statusCode: out.statusCode, message: out.message }, 'request refused');
  return reply.status(out.statusCode).send(out);
}

export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((err, request, reply) => {
      const out =
        repeatedQueryBody(err, request) ?? routeErrorBody(err, routeGroups(request.routeOptions.url));
      if (out.statusCode >= 500) request.log.error({ err }, 'request failed');
      else request.log.info({ statusCode: out.statusCode, message: out.message }, 'request refused');
      return reply.status(out.statusCode).send(out);
    });
  },
  { name: 'error-handler' },
);
