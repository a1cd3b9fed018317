import { fillText } from '@bingo/contracts';
import { describe, expect, it } from 'vitest';
import { WEB_TEXTS } from '@/i18n/message-text';
import { appSourceText } from './source-files';

/**
 * The spec's error, empty-state and success texts that only the web app says (the contracts' own are
 * held by packages/contracts' spec-texts test). The left column is copied from the spec, sections 2
 * and 8 of both documents; a text reworded in one screen and not the spec fails here.
 */
const WEB_TEMPLATES: readonly (readonly [spec: string, code: string])[] = [
  [
    'Top-up failed: No response from server',
    fillText(WEB_TEXTS.WEB_TOP_UP_NO_RESPONSE, { reason: WEB_TEXTS.WEB_NO_RESPONSE }),
  ],
  [
    'Failed to top-up balance: Amount too large',
    fillText(WEB_TEXTS.WEB_TOP_UP_FAILED, { reason: 'Amount too large' }),
  ],
  [
    'Failed to reset password: User not found',
    fillText(WEB_TEXTS.WEB_RESET_FAILED, { reason: 'User not found' }),
  ],
  [
    'Error resetting password: Unknown error',
    fillText(WEB_TEXTS.WEB_RESET_ERROR, { reason: WEB_TEXTS.WEB_UNKNOWN_ERROR }),
  ],
  ['Failed to update user status. Please try again.', WEB_TEXTS.WEB_STATUS_FAILED],
  [
    'Failed to update user status: User not found',
    fillText(WEB_TEXTS.WEB_STATUS_REFUSED, { reason: 'User not found' }),
  ],
  ['Failed to fetch users data', WEB_TEXTS.WEB_USERS_DATA_FAILED],
  ['Failed to load agents. Please try again later.', WEB_TEXTS.WEB_AGENTS_FAILED],
  ['Failed to fetch agents: 500', fillText(WEB_TEXTS.WEB_AGENTS_STATUS, { status: 500 })],
  ['Failed to load data. Please try again later.', WEB_TEXTS.WEB_DATA_FAILED],
  ['Failed to load data: Not found', fillText(WEB_TEXTS.WEB_DATA_REFUSED, { reason: 'Not found' })],
  ['API request failed with status 502', fillText(WEB_TEXTS.WEB_REQUEST_FAILED, { status: 502 })],
  ['Error generating PDF. Please try again.', WEB_TEXTS.WEB_PDF_ERROR],
  ['PDF generated successfully!', WEB_TEXTS.WEB_PDF_SUCCESS],
  ['Please select cards first!', WEB_TEXTS.WEB_NO_CARDS],
];

/** Texts a screen says as they stand, so each is a quoted literal somewhere in the app's code. */
const SCREEN_TEXTS: readonly string[] = [
  // 01: login and session
  'Logging in...',
  'Login failed with status: {{status}}',
  'No token received from server',
  'Failed to parse user data from token',
  'Failed to authenticate user',
  'Login failed. Please try again.',
  'Authentication failed',
  // 01: dashboards and network pages
  'Loading sales data...',
  'No sales data available for today.',
  'No recent sales today.',
  'No shops found',
  'No recent transactions found',
  'No cashiers found.',
  'Try clearing your search filter.',
  'No transactions found',
  'Failed to load balance',
  'Failed to load dashboard data',
  'Failed to load dashboard data: {{error}}',
  'Failed to load cashiers. Please try again later.',
  'Failed to load shops. Please try again later.',
  'Failed to load balance data. Please try again later.',
  'Failed to create cashier. Please check all fields and try again.',
  'Failed to create shop. Please check all fields and try again.',
  'Failed to assign shop. Please try again later.',
  'Transfer failed. Please check your balance or try again later.',
  'Successfully transferred {{amount}}',
  'Successfully transferred {{amount}} to {{name}}',
  // 01: sales history
  'Loading sales history...',
  'No sales history found for the selected date range.',
  // 02: administration
  'Balance topped up successfully!',
  'Please enter a valid amount',
  'Failed to load super agents. Please try again later.',
  'No super agents found.',
  'Failed to load sales data. Please try again later.',
  'Failed to load commission rates: {{message}}',
  'Failed to load game settings. Please try again later.',
  'Failed to load jackpot data. Please try again later.',
  'No agents found. Please contact an administrator.',
  'Failed to create super agent. Please try again.',
  'Failed to add agent: {{message}}',
  'Failed to add cashier: {{message}}',
  'Failed to create shop. Please try again.',
  'Failed to save commission rate: {{message}}',
  'Failed to delete commission rate: {{message}}',
  'Failed to save game settings',
  'Failed to delete game settings',
  'Failed to create jackpot. Please try again.',
  'Failed to update jackpot. Please try again.',
  'Failed to update jackpot status. Please try again.',
  'Failed to create agent. Please try again.',
  'Commission rate saved successfully!',
  'Game settings created successfully',
  'Game settings updated successfully',
  'Jackpot created successfully!',
  'Jackpot updated successfully!',
  'Jackpot status updated successfully!',
];

describe("the spec's texts the web app says, word for word", () => {
  it.each(WEB_TEMPLATES)('%s', (spec, code) => {
    expect(code).toBe(spec);
  });

  // Comments quote the spec too; only code counts.
  const source = appSourceText()
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line))
    .join('\n');
  it.each(SCREEN_TEXTS)('%s', (text) => {
    expect(source.includes(`'${text}'`), `'${text}' is said nowhere in apps/web/src`).toBe(true);
  });
});
