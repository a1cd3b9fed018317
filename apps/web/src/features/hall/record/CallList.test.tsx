import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { useLocale } from '@/i18n/locale';
import { renderWithTheme } from '@/test/render';
import { CallList } from './CallList';

const calls = [
  { k: 1, number: 7, label: 'B-7', calledAt: '2026-11-23T10:00:00.000Z' },
  { k: 2, number: 22, label: 'I-22', calledAt: '2026-11-23T10:00:12.000Z' },
];

afterEach(() => useLocale.getState().setLanguage('en'));

const secondsOf = (k: number) =>
  within(screen.getByTestId('call-list')).getAllByRole('row')[k]?.lastElementChild?.textContent;

describe('the call list', () => {
  it('gives each call its seconds from the first', () => {
    renderWithTheme(<CallList calls={calls} />);
    expect(secondsOf(1)).toBe('+0.0 s');
    expect(secondsOf(2)).toBe('+12.0 s');
  });

  it('writes the unit in Amharic for an Amharic reader', async () => {
    await useLocale.getState().setLanguage('am');
    await i18n.loadNamespaces('hall');
    renderWithTheme(<CallList calls={calls} />);
    expect(secondsOf(2)).toBe('+12.0 ሰከንድ');
  });
});
