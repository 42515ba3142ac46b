import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';

/** A labelled date of an order or RFP in a list. */
export function DateLine({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {/* Isolated, so the date, the time and an Arabic ص/م keep their order in either direction. */}
      <Text size="xs" fw={600} style={{ whiteSpace: 'nowrap' }}>
        <bdi>{value || '—'}</bdi>
      </Text>
    </Group>
  );
}
