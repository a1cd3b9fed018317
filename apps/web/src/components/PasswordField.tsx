import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useLightT } from '@/i18n/light-t';

/**
 * A password box whose show/hide button a screen reader names in the reader's language: Mantine's
 * own label is English. Read through the light translator, as the sign-in page has no i18next.
 */
export function PasswordField(props: PasswordInputProps) {
  const t = useLightT();
  return (
    <PasswordInput
      {...props}
      visibilityToggleButtonProps={{ 'aria-label': t('Show or hide the password') }}
    />
  );
}
