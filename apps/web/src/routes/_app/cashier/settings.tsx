import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconVolume } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/PageHeader';
import { playSample } from '@/features/audio/howler-loader';
import { VOICE_LABELS } from '@/features/audio/voices';
import { requireRole } from '@/features/auth/guards';
import { DisplayLinksPanel } from '@/features/display/DisplayLinksPanel';
import { THEME_BACKGROUNDS, THEME_LABELS, useHallTheme } from '@/features/hall/themes';
import { THEME_BUTTON_COLOR, THEMES, type ThemeName, usePreferences } from '@/stores/preferences';
import { ThemedPage } from '../-cashier/ThemedPage';

export const Route = createFileRoute('/_app/cashier/settings')({
  beforeLoad: requireRole('Cashier'),
  component: CashierSettings,
});

const COLOR_NAMES = { red: 'Red', purple: 'Purple', orange: 'Orange' } as const;

function CashierSettings() {
  const theme = usePreferences((s) => s.theme);
  const setTheme = usePreferences((s) => s.setTheme);
  const voice = usePreferences((s) => s.language);
  const setVoice = usePreferences((s) => s.setLanguage);
  const { color } = useHallTheme('page');

  return (
    <ThemedPage kind="page">
      <PageHeader title="Settings" />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="lg" radius="md">
          <Title order={3} mb="md">
            Theme Settings
          </Title>
          <Select
            label="Select Theme"
            data={THEMES.map((t) => ({ value: t, label: THEME_LABELS[t] }))}
            value={theme}
            onChange={(t) => t && setTheme(t as ThemeName)}
            allowDeselect={false}
            mb="md"
          />
          <Group gap="sm" wrap="nowrap">
            {THEMES.map((t) => (
              <Stack key={t} gap={4} align="center" style={{ flex: 1 }}>
                <div
                  aria-hidden
                  style={{
                    width: '100%',
                    height: 56,
                    borderRadius: 8,
                    background: THEME_BACKGROUNDS[t].play,
                    outline: t === theme ? '3px solid var(--mantine-color-dark-6)' : undefined,
                  }}
                />
                <Text size="xs" fw={t === theme ? 800 : 500}>
                  {THEME_LABELS[t]} · {COLOR_NAMES[THEME_BUTTON_COLOR[t]]}
                </Text>
              </Stack>
            ))}
          </Group>
          <Button mt="md" color={color} fullWidth data-testid="theme-button">
            Game buttons look like this
          </Button>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Title order={3} mb="md">
            Voice
          </Title>
          <Group align="flex-end">
            <Select
              label="Caller voice"
              data={[...VOICE_LABELS]}
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
              Listen
            </Button>
          </Group>
        </Paper>
        <DisplayLinksPanel color={color} />
      </SimpleGrid>
    </ThemedPage>
  );
}
