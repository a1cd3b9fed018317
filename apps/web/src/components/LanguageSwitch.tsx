import type { UiLanguage } from '@bingo/contracts';
import { SegmentedControl } from '@mantine/core';
import { isUiLanguage } from '@/i18n/catalogs';
import { useLightT } from '@/i18n/light-t';
import { useLocale } from '@/i18n/locale';

/** Each language names itself, so a reader of either can find their own. */
export const LANGUAGE_CHOICES: { value: UiLanguage; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'am', label: 'አማርኛ' },
];

interface LanguageSwitchProps {
  /** Called after the screens have switched, e.g. to keep the choice on the user's account. */
  onChanged?: (language: UiLanguage) => void;
  size?: 'xs' | 'sm';
}

export function LanguageSwitch({ onChanged, size = 'xs' }: LanguageSwitchProps) {
  // Shown on the sign-in page, which goes without i18next.
  const t = useLightT();
  const language = useLocale((s) => s.language);
  const setLanguage = useLocale((s) => s.setLanguage);
  return (
    <SegmentedControl
      aria-label={t('Language')}
      size={size}
      value={language}
      data={LANGUAGE_CHOICES}
      onChange={(value) => {
        if (!isUiLanguage(value)) return;
        void setLanguage(value).then(() => onChanged?.(value));
      }}
    />
  );
}
