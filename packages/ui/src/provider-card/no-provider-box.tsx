import type { ReactNode } from 'react';
import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';

/** Where the provider card goes while an order or RFP has no provider yet: a title, a hint, and an optional action. */
export function NoProviderBox({ title, hint, children }: { title: string; hint: string; children?: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack align="center" ta="center" gap="xs">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconHourglassHigh size={26} />
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
