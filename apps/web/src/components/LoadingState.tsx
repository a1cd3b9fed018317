import { Center, Loader, Stack, Text } from '@mantine/core';

interface LoadingStateProps {
  label?: string;
}

export function LoadingState({ label }: LoadingStateProps) {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs">
        <Loader size="md" />
        {label ? (
          <Text c="dimmed" size="sm">
            {label}
          </Text>
        ) : null}
      </Stack>
    </Center>
  );
}
