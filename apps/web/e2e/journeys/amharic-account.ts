import assert from 'node:assert/strict';
import { amharic, resetPreferences } from '../amharic';
import { ApiClient } from '../api';
import type { Journey } from '../journey';
import { signIn } from '../session';

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
      } finally {
        await resetPreferences(baseUrl, MERON.email, MERON.password);
      }
    },
  },
];

export default journeys;
