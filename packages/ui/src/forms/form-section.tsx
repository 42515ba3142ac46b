import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';

/** One card of an order form: an icon, a heading and its fields. */
export function FormSection({ icon, title, aside, children }: { icon: ReactNode; title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" radius="xl" size="lg" aria-hidden>
              {icon}
            </ThemeIcon>
            <Text component="h2" fw={700} fz="lg" m={0}>
              {title}
            </Text>
          </Group>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
