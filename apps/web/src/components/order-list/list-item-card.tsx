import { Paper, Stack, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The card of one order or RFP in a list: one button that opens it, and the ring of the item a link pointed
 * at (`?target`, scrolled to below the sticky header).
 */
export function ListItemCard({
  id,
  highlighted,
  label,
  onOpen,
  children,
}: {
  id: string;
  highlighted: boolean;
  label: string;
  onOpen: () => void;
  children: ReactNode;
}) {
  return (
    <Paper
      id={id}
      withBorder
      radius="lg"
      p={0}
      data-highlighted={highlighted || undefined}
      style={{
        scrollMarginTop: 96,
        transition: 'box-shadow 300ms, border-color 300ms',
        ...(highlighted ? { borderColor: 'var(--mantine-color-blue-6)', boxShadow: '0 0 0 3px var(--mantine-color-blue-2)' } : {}),
      }}
    >
      <UnstyledButton onClick={onOpen} p="md" w="100%" style={{ borderRadius: 'var(--mantine-radius-lg)' }} aria-label={label}>
        <Stack gap="sm">{children}</Stack>
      </UnstyledButton>
    </Paper>
  );
}
