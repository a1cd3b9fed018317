import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconVolume } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { playSample } from '@/features/audio/howler-loader';
import { VOICE_LABELS } from '@/features/audio/voices';
import { DisplayLinksPanel } from '@/features/display/DisplayLinksPanel';
import { useCashierLabels } from '@/features/hall/cashier/cashier-labels';
import { ThemedPage } from '@/features/hall/cashier/ThemedPage';
import { THEME_BACKGROUNDS, useHallTheme } from '@/features/hall/themes';
import { THEME_BUTTON_COLOR, THEMES, type ThemeName, usePreferences } from '@/stores/preferences';

export function CashierSettings() {
  const { t } = useTranslation('routes');
  const theme = usePreferences((s) => s.theme);
  const setTheme = usePreferences((s) => s.setTheme);
  const voice = usePreferences((s) => s.language);
  const setVoice = usePreferences((s) => s.setLanguage);
  const { color } = useHallTheme('page');
  const labels = useCashierLabels();
  const colorName = { red: t('Red'), purple: t('Purple'), orange: t('Orange') } as const;

  return (
    <ThemedPage kind="page">
      <PageHeader title={t('Settings')} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="lg" radius="md">
          <Title order={3} mb="md">
            {t('Theme Settings')}
          </Title>
          <Select
            label={t('Select Theme')}
            data={THEMES.map((name) => ({ value: name, label: labels.themes[name] }))}
            value={theme}
            onChange={(name) => name && setTheme(name as ThemeName)}
            allowDeselect={false}
            mb="md"
          />
          <Group gap="sm" wrap="nowrap">
            {THEMES.map((name) => (
              <Stack key={name} gap={4} align="center" style={{ flex: 1 }}>
                <div
                  aria-hidden
                  style={{
                    width: '100%',
                    height: 56,
                    borderRadius: 8,
                    background: THEME_BACKGROUNDS[name].play,
                    outline: name === theme ? '3px solid var(--mantine-color-dark-6)' : undefined,
                  }}
                />
                <Text size="xs" fw={name === theme ? 800 : 500}>
                  {labels.themes[name]} · {colorName[THEME_BUTTON_COLOR[name]]}
                </Text>
              </Stack>
            ))}
          </Group>
          <Button mt="md" color={color} fullWidth data-testid="theme-button">
            {t('Game buttons look like this')}
          </Button>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Title order={3} mb="md">
            {t('Voice')}
          </Title>
          <Group align="flex-end">
            <Select
              label={t('Caller voice')}
              data={VOICE_LABELS.map((v) => ({ value: v, label: labels.voices[v] }))}
              value={VOICE_LABELS.find((v) => v === voice) ?? VOICE_LABELS[0]}
              onChange={(v) => v && setVoice(v)}
              allowDeselect={false}
              style={{ flex: 1 }}
            />
            <Button
              variant="light"
              color={color}
              leftSection={<IconVolume size={18} />}
              onClick={() => playSample(voice)}
            >
              {t('Listen')}
            </Button>
          </Group>
        </Paper>
        <DisplayLinksPanel color={color} />
      </SimpleGrid>
    </ThemedPage>
  );
}
