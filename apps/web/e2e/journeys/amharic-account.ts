import assert from 'node:assert/strict';
import { amharic, resetPreferences } from '../amharic';
import { ApiClient } from '../api';
import type { Journey } from '../journey';
import { signIn } from '../session';
import { typeDay } from './date-fields';

// A demo super agent whose screens no other journey reads.
const MERON = { email: 'superagent2@bingo.et', password: 'super123' };

const journeys: Journey[] = [
  {
    name: 'amharic: a language picked on the sign-in page is kept on the account and follows the user to another PC',
    run: async ({ page, baseUrl, newPage, screenshot }) => {
      try {
        await page.goto(`${baseUrl}/`);
        await page.getByText('አማርኛ', { exact: true }).click();
        await page.getByRole('heading', { name: amharic('BINGO DASHBOARD', 'auth') }).waitFor();
        await page.getByRole('textbox', { name: amharic('Email', 'auth'), exact: true }).fill(MERON.email);
        await page
          .getByRole('textbox', { name: amharic('Password', 'auth'), exact: true })
          .fill(MERON.password);
        await page.getByRole('button', { name: amharic('Login', 'auth') }).click();
        await page
          .getByRole('banner')
          .getByRole('heading', { name: amharic('SuperAgent Dashboard', 'common') })
          .waitFor();
        await page.waitForLoadState('networkidle');
        const api = await ApiClient.signIn(baseUrl, MERON.email, MERON.password);
        const me = await api.call<{ language: string; calendar: string }>('GET', '/auth/me');
        assert.deepEqual([me.language, me.calendar], ['am', 'gregorian']);

        // Another PC, never switched: the sign-in page is English, the screens after it Amharic.
        const other = await newPage();
        await signIn(other, baseUrl, MERON.email, MERON.password);
        await other
          .getByRole('banner')
          .getByRole('heading', { name: amharic('SuperAgent Dashboard', 'common') })
          .waitFor();
        await screenshot('other-pc', other);

        // The calendar chosen on the profile comes back on the next sign-in too.
        await other.goto(`${baseUrl}/profile`);
        await other.getByText(amharic('Ethiopian', 'preferences'), { exact: true }).click();
        await other.waitForLoadState('networkidle');
        const after = await api.call<{ calendar: string }>('GET', '/auth/me');
        assert.equal(after.calendar, 'ethiopic');

        // Dates typed key by key in the Ethiopian calendar filter by the same Gregorian days.
        await other.goto(`${baseUrl}/superagent/balance/transactions`);
        await typeDay(other, amharic('Start Date', 'common'), '6/13/2015');
        await typeDay(other, amharic('End Date', 'common'), '14 ኅዳር 2019');
        await other.getByRole('button', { name: amharic('Apply Filter', 'common') }).click();
        await other.waitForURL((url) => url.searchParams.get('end') === '2026-11-23');
        assert.equal(new URL(other.url()).searchParams.get('start'), '2023-09-11');
        await typeDay(other, amharic('Start Date', 'common'), '7/13/2015');
        await other.getByRole('button', { name: amharic('Apply Filter', 'common') }).click();
        await other
          .getByText(amharic('WEB_INVALID_DAY', 'errors', { example: '14/03/2019' }), { exact: true })
          .first()
          .waitFor();
        assert.equal(new URL(other.url()).searchParams.get('start'), '2023-09-11');
        await screenshot('ethiopic-dates', other);
      } finally {
        await resetPreferences(baseUrl, MERON.email, MERON.password);
      }
    },
  },
];

export default journeys;
