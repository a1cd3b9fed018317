// i18n-namespace: errors
import { ERROR_TEXTS, type ErrorCode, FIELD_LABELS, textReader } from '@bingo/contracts';
import { GAME_FINDING_MESSAGES, NO_CARDS_SELECTED_MESSAGE } from '@bingo/engine';
import { useTranslation } from 'react-i18next';
import { setMessageTranslator } from '@/lib/api';
import { i18n } from './i18n';

/**
 * Texts only this app says, by code, beside the contracts' codes. A `{{name}}` is a value; values are
 * translated in turn, so 'Failed to load data: {{reason}}' says its reason in the reader's language.
 */
export const WEB_TEXTS = {
  WEB_NO_RESPONSE: 'No response from server',
  WEB_TOP_UP_NO_RESPONSE: 'Top-up failed: {{reason}}',
  WEB_TOP_UP_FAILED: 'Failed to top-up balance: {{reason}}',
  WEB_RESET_FAILED: 'Failed to reset password: {{reason}}',
  WEB_RESET_ERROR: 'Error resetting password: {{reason}}',
  WEB_STATUS_FAILED: 'Failed to update user status. Please try again.',
  WEB_STATUS_REFUSED: 'Failed to update user status: {{reason}}',
  WEB_USERS_DATA_FAILED: 'Failed to fetch users data',
  WEB_AGENTS_FAILED: 'Failed to load agents. Please try again later.',
  WEB_AGENTS_STATUS: 'Failed to fetch agents: {{status}}',
  WEB_DATA_FAILED: 'Failed to load data. Please try again later.',
  WEB_DATA_REFUSED: 'Failed to load data: {{reason}}',
  WEB_UNKNOWN_ERROR: 'Unknown error',
  WEB_UNEXPECTED_ANSWER: 'Unexpected response from the server',
  WEB_REQUEST_FAILED: 'API request failed with status {{status}}',
  WEB_PDF_ERROR: 'Error generating PDF. Please try again.',
  WEB_PDF_SUCCESS: 'PDF generated successfully!',
  WEB_NO_CARDS: NO_CARDS_SELECTED_MESSAGE,
  WEB_BOTH_DAYS: 'Enter both dates, or clear both',
  WEB_INVALID_DAY: 'Enter a valid date, e.g. {{example}}',
  WEB_WAIT_SECONDS: '{{count}} seconds',
  WEB_WAIT_SECOND: '{{count}} second',
  WEB_WAIT_MINUTES: '{{count}} minutes',
  WEB_WAIT_MINUTE: '{{count}} minute',
  WEB_WAIT_HOURS: '{{count}} hours',
  WEB_WAIT_HOUR: '{{count}} hour',
  WEB_BIRR: '{{amount}} Br',
} as const;

/** The field names that validation texts carry, as codes of their own. */
export const LABEL_TEXTS: Readonly<Record<string, string>> = Object.fromEntries(
  FIELD_LABELS.map((label) => [
    `LABEL_${label
      .replace(/([a-z])([A-Z])/g, '$1_$2')
      .replace(/ /g, '_')
      .toUpperCase()}`,
    label,
  ]),
);

/**
 * What the engine's verifyGame can find wrong with a game, which the public verify page shows: its
 * sentences, and the words (`none`, a game status) that are values inside them.
 */
export const FINDING_TEXTS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(GAME_FINDING_MESSAGES).map(([key, text]) => [
    `FINDING_${key.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase()}`,
    text,
  ]),
);

/** Every code the Amharic `errors` catalog translates, with its English text. */
export const MESSAGE_TEXTS: Readonly<Record<string, string>> = {
  ...ERROR_TEXTS,
  ...WEB_TEXTS,
  ...LABEL_TEXTS,
  ...FINDING_TEXTS,
};

const readCode = textReader(MESSAGE_TEXTS);

/** The code and values of a text the API, the contracts or this app say; undefined for any other. */
export const messageCodeOf = (message: string): ErrorCode | undefined => readCode(message);

type Translate = (key: string, options: Record<string, unknown>) => string;

function translate(t: Translate, message: string, known?: ErrorCode): string {
  const found = known && known.code in MESSAGE_TEXTS ? known : readCode(message);
  if (!found) return message;
  const params = Object.fromEntries(
    Object.entries(found.params ?? {}).map(([name, value]) => [name, translate(t, value)]),
  );
  // i18n-dynamic: codes are the keys of MESSAGE_TEXTS, checked against errors.json by catalogs.test.ts
  return t(found.code, { ...params, defaultValue: message });
}

/**
 * A message in the reader's language: by its code (the server's, or the one its English words have),
 * falling back to the English text when no code or no translation is known.
 */
export function messageText(message: string, code?: ErrorCode): string {
  if (i18n.language === 'en') return message;
  return translate(i18n.getFixedT(null, 'errors') as unknown as Translate, message, code);
}

/** The same inside a component, which re-renders when the language changes. */
export function useMessageText(): (message: string, code?: ErrorCode) => string {
  const { t, i18n: current } = useTranslation('errors');
  return (message, code) =>
    current.language === 'en' ? message : translate(t as unknown as Translate, message, code);
}

/** Lets `messageOf` (lib/api) speak the reader's language on every signed-in page. */
export function installMessageTranslation(): void {
  setMessageTranslator(messageText);
}
