import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled fact of a details card: the label small and dimmed above its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </Stack>
  );
}

/** A details card's facts: one column on phones, two on tablets, `wide` on larger screens. */
export function FactGrid({ wide, children }: { wide: number; children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: wide }} spacing="lg">
      {children}
    </SimpleGrid>
  );
}
