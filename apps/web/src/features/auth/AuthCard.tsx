import { Box, Center, Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { useLightT } from '@/i18n/light-t';
import { useLocale } from '@/i18n/locale';

/** The centred card on the hall's red backdrop used by the sign-in and forgot-password pages. */
export function AuthCard({ children, subtitle }: { children: ReactNode; subtitle?: string }) {
  // The sign-in pages stay small: their texts are in the auth catalog, not the routes one, and are
  // read without i18next.
  const t = useLightT('auth');
  const setSignInPick = useLocale((s) => s.setSignInPick);
  return (
    <Box
      mih="100vh"
      style={{
        background: 'linear-gradient(135deg, #9d041c 0%, #c81b29 45%, #f08c00 100%)',
      }}
    >
      <Center mih="100vh" p="md">
        <Paper w="100%" maw={420} p="xl" shadow="xl" radius="lg">
          <Group justify="flex-end" mb="xs">
            <LanguageSwitch onChanged={setSignInPick} />
          </Group>
          <Title order={1} ta="center" fz={28} fw={900} lts={1} c="bingo.8">
            {t('BINGO DASHBOARD')}
          </Title>
          {subtitle ? (
            <Text ta="center" c="dimmed" size="sm" mt={4} mb="lg">
              {subtitle}
            </Text>
          ) : null}
          {children}
        </Paper>
      </Center>
    </Box>
  );
}
