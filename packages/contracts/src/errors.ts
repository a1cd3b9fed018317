import { AUTH_MESSAGES } from './auth';
import { BALANCE_MESSAGES } from './balance';
import { COMMISSION_MESSAGES } from './commission';
import { BAD_ID_MESSAGE } from './common';
import { DISPLAY_LINK_MESSAGES } from './display-links';
import { GAME_SETTINGS_MESSAGES } from './game-settings';
import { GAME_MESSAGES } from './games';
import { JACKPOT_MESSAGES } from './jackpots';
import { NOTIFICATION_MESSAGES } from './notifications';
import { PREFERENCE_MESSAGES } from './preferences';
import { SHIFT_MESSAGES } from './shifts';
import { SHOP_MESSAGES } from './shops';
import { USER_MESSAGES } from './users';

/** Texts only the server says: its guards, its lookups and the framework's refusals. */
export const SERVER_MESSAGES = {
  forbidden: 'You do not have permission to perform this action.',
  notFound: 'Not found',
  userNotFound: 'User not found',
  superAgentNotFound: 'Super Agent not found',
  shiftNotFound: 'Shift not found',
  emailTaken: 'A user with this email already exists',
  sameAccount: 'Money cannot move from an account to itself.',
  santimAmount: 'The amount must be a positive number of santim.',
  negativeToLimited: 'A negative balance cannot be switched to Limited. Top it up first.',
  receiverNotFound: 'The receiving account was not found.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  serverError: 'Something went wrong on our side. Please try again later.',
  recordExists: 'This record already exists.',
  busy: 'The server is busy. Please try again.',
  badCharacters: 'The request contains characters that cannot be stored.',
  bodyTooLarge: 'The request body is too large.',
  mediaType: 'Unsupported content type. Send JSON with Content-Type: application/json.',
  contentLength: 'The Content-Length header does not match the body.',
  emptyBody: 'The request body is empty. Send a JSON object.',
  invalidJson: 'The request body is not valid JSON.',
  invalidRequest: 'The request is not valid.',
  addressTooLong: 'The address is too long.',
  badAddress: 'The address is not valid.',
  badId: BAD_ID_MESSAGE,
  badRequest: 'Bad request',
  commissionDeleted: 'Commission rate deleted successfully!',
  gameSettingsDeleted: 'Game settings deleted successfully',
  displayLinkRevoked: 'Display link revoked',
} as const;

/** Texts with values in them; `{{name}}` marks a value, which the code carries as a param. */
export const TEMPLATE_MESSAGES = {
  cardsAtLeast: 'Please select at least {{min}} cards before playing.',
  cardsAtMost: 'Please select at most {{max}} cards for this shop.',
  minimumBet: 'The minimum bet is {{amount}} per card.',
  loginLimitEmail: 'Too many login attempts for this account. Please wait {{wait}} and try again.',
  loginLimitAddress: 'Too many login attempts from this address. Please wait {{wait}} and try again.',
  rateLimit: 'Too many attempts. Please wait {{wait}} and try again.',
  textTooLong: '{{label}} must be at most {{max}} characters',
  notText: '{{label}} must be text',
  controlCharacters: '{{label}} must not contain control characters',
  isoDateTime: '{{label}} must be an ISO date-time',
  unknownFields: 'Unknown fields in the {{part}}: {{fields}}',
  unknownField: 'Unknown field in the {{part}}: {{fields}}',
  notAnObject: 'The {{part}} must be a JSON object.',
  repeatedFields: 'Each field may appear only once in the query string: {{fields}}',
  missingField: '{{field}} is required',
  wrongTypeBoolean: '{{field}} must be true or false',
  wrongTypeNumber: '{{field}} must be a number',
  wrongTypeWholeNumber: '{{field}} must be a whole number',
  wrongTypeList: '{{field}} must be a list',
  wrongTypeObject: '{{field}} must be an object',
  notOneOf: '{{field}} must be one of: {{values}}',
  routeNotFound: 'Route {{method}} {{path}} not found',
  methodNotAllowed: 'Method {{method}} is not allowed on {{path}}',
  jackpotAmount: 'Jackpot {{amount}}',
  cardWins: 'BINGO! Card {{card}} wins.',
  cardLost: 'Card {{card}} has not won.',
  cardWonLate: 'BINGO! Card {{card}} won at call {{call}} ({{ball}}), {{ago}} calls ago.',
  cardWonLateOne: 'BINGO! Card {{card}} won at call {{call}} ({{ball}}), 1 call ago.',
  cardLate:
    'Card {{card}} won at call {{call}} ({{ball}}), {{ago}} calls ago. Only a win on the last call counts in this shop.',
  cardLateOne:
    'Card {{card}} won at call {{call}} ({{ball}}), 1 call ago. Only a win on the last call counts in this shop.',
} as const;

/** The tables of texts by group, each group a prefix of its texts' codes. */
export const MESSAGE_GROUPS = {
  AUTH: AUTH_MESSAGES,
  BALANCE: BALANCE_MESSAGES,
  COMMISSION: COMMISSION_MESSAGES,
  DISPLAY_LINK: DISPLAY_LINK_MESSAGES,
  GAME_SETTINGS: GAME_SETTINGS_MESSAGES,
  GAME: GAME_MESSAGES,
  JACKPOT: JACKPOT_MESSAGES,
  NOTIFICATION: NOTIFICATION_MESSAGES,
  PREFERENCE: PREFERENCE_MESSAGES,
  SHIFT: SHIFT_MESSAGES,
  SHOP: SHOP_MESSAGES,
  USER: USER_MESSAGES,
  SERVER: SERVER_MESSAGES,
  TEMPLATE: TEMPLATE_MESSAGES,
} as const satisfies Record<string, Record<string, string>>;
export type MessageGroup = keyof typeof MESSAGE_GROUPS;

const snake = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();

/** The code of a template text, by its key: 'cardWins' → 'TEMPLATE_CARD_WINS'. */
export const templateCode = (key: keyof typeof TEMPLATE_MESSAGES): string => `TEMPLATE_${snake(key)}`;

/** One group's texts by code: the group and the key of the constant each comes from. */
const groupTexts = (group: MessageGroup): Record<string, string> =>
  Object.fromEntries(
    Object.entries(MESSAGE_GROUPS[group]).map(([key, text]) => [`${group}_${snake(key)}`, text]),
  );

/**
 * Every text the API or a form can show, by a stable code (`BALANCE_INSUFFICIENT_TRANSFER`). Screens
 * translate by code and fall back to the English text. Where two constants hold the same words, the
 * words alone read as the first code; the API says which group speaks (see `errorCodeFor`).
 */
export const ERROR_TEXTS: Readonly<Record<string, string>> = Object.assign(
  {},
  ...(Object.keys(MESSAGE_GROUPS) as MessageGroup[]).map(groupTexts),
);

/** The codes of refusals no text above names, by HTTP status. */
export const STATUS_CODES_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'TOO_MANY_REQUESTS',
  500: 'SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

export const ERROR_CODES: readonly string[] = [
  ...Object.keys(ERROR_TEXTS),
  ...new Set(Object.values(STATUS_CODES_BY_STATUS)),
];

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface ErrorCode {
  code: string;
  /** The values a template text carried, by name. */
  params?: Record<string, string>;
}

/**
 * Reads the code of an English text from a table of texts by code; a `{{name}}` in a text matches
 * any value, which comes back as a param. Where two codes hold the same words, the first wins.
 */
export function textReader(
  texts: Readonly<Record<string, string>>,
): (message: string) => ErrorCode | undefined {
  const byText = new Map<string, string>();
  const templates: { code: string; pattern: RegExp; names: string[] }[] = [];
  for (const [code, text] of Object.entries(texts)) {
    const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '');
    if (names.length === 0) {
      if (!byText.has(text)) byText.set(text, code);
      continue;
    }
    const source = text
      .split(/\{\{\w+\}\}/)
      .map(literal)
      .join('(.+?)');
    templates.push({ code, pattern: new RegExp(`^${source}$`, 's'), names });
  }
  return (message) => {
    const exact = byText.get(message);
    if (exact) return { code: exact };
    for (const { code, pattern, names } of templates) {
      const match = pattern.exec(message);
      if (match)
        return { code, params: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) };
    }
    return undefined;
  };
}

/**
 * A template text with its values put in: the one way code writes a text that carries values, so
 * the words stay the template's and `errorCodeOf` reads them back with their code.
 */
export function fillText(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The code of an English text the API or the contracts say; undefined if none matches. */
export const errorCodeOf = textReader(ERROR_TEXTS);

type CodeReader = (message: string) => ErrorCode | undefined;
const readers = new Map<string, CodeReader>();

/** Reads a text from these groups first, then from every group in order. */
function readerOf(groups: readonly MessageGroup[]): CodeReader {
  const key = groups.join(' ');
  let reader = readers.get(key);
  if (!reader) {
    const own = textReader(Object.assign({}, ...groups.map(groupTexts)));
    reader = (message) => own(message) ?? errorCodeOf(message);
    readers.set(key, reader);
  }
  return reader;
}

/**
 * The code a response carries: the text's own, or the status's when the text has none. `groups` are
 * the tables the sender speaks from: words that two tables share carry the sender's code.
 */
export const errorCodeFor = (
  statusCode: number,
  message: string,
  groups: readonly MessageGroup[] = [],
): ErrorCode =>
  (groups.length > 0 ? readerOf(groups) : errorCodeOf)(message) ?? {
    code: STATUS_CODES_BY_STATUS[statusCode] ?? (statusCode >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST'),
  };
