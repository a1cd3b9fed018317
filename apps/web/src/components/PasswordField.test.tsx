import { PasswordInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocale } from '@/i18n/locale';
import { renderWithTheme } from '@/test/render';
import { tsxSources } from '@/test/source-files';
import { PasswordField } from './PasswordField';

afterEach(() => useLocale.getState().setLanguage('en'));

describe('PasswordField', () => {
  it('names its show/hide button in Amharic for an Amharic reader', async () => {
    await useLocale.getState().setLanguage('am');
    renderWithTheme(<PasswordField label="የይለፍ ቃል" />);
    expect(await screen.findByRole('button', { name: 'የይለፍ ቃሉን አሳይ ወይም ደብቅ' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Toggle password visibility' })).toBeNull();
  });

  it('names it in English otherwise, where Mantine\'s own box says "Toggle password visibility"', async () => {
    renderWithTheme(
      <>
        <PasswordField label="Password" />
        <PasswordInput label="Mantine's" />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Show or hide the password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toggle password visibility' })).toBeInTheDocument();
  });
});

describe('password boxes', () => {
  it("are all PasswordField, whose show/hide button speaks the reader's language", () => {
    const offences = tsxSources(/^PasswordField\./)
      .filter(({ text }) => /<PasswordInput\b/.test(text))
      .map(({ path }) => path);
    expect(offences).toEqual([]);
  });
});
