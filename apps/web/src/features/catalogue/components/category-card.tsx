import { forwardRef } from 'react';
import { Image, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';

type Props = { name: string; icon: string | null; selected: boolean; onSelect: () => void; controls: string; count: string };

/** One category as an icon card; it says whether its sub-categories are open and where they are. */
export const CategoryCard = forwardRef<HTMLButtonElement, Props>(function CategoryCard({ name, icon, selected, onSelect, controls, count }, ref) {
  return (
    <UnstyledButton
      ref={ref}
      onClick={onSelect}
      aria-expanded={selected}
      aria-controls={controls}
      p="md"
      h="100%"
      style={{
        borderRadius: 16,
        border: `1px solid ${selected ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-gray-3)'}`,
        background: selected ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-body)',
        boxShadow: selected ? '0 0 0 1px var(--mantine-color-blue-6)' : 'var(--mantine-shadow-xs)',
        transition: 'border-color 120ms ease, background 120ms ease',
      }}
    >
      <Stack align="center" gap={8} ta="center">
        {icon ? (
          <Image src={icon} alt="" w={56} h={56} fit="contain" />
        ) : (
          <ThemeIcon size={56} radius="md" variant="light" aria-hidden>
            <IconCategory size={32} />
          </ThemeIcon>
        )}
        <Text fw={600} size="sm" lineClamp={2}>
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {count}
        </Text>
      </Stack>
    </UnstyledButton>
  );
});
