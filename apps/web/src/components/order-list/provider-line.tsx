import { Avatar, Group, Stack, Text } from '@mantine/core';
import { RatingLine } from '@portal/ui/provider-facts';

/** The provider at the foot of a list item: photo, name and rating. */
export function ProviderLine({ name, photo, rating, total }: { name: string; photo: string | null; rating: number; total: number }) {
  return (
    <Group gap="sm" wrap="nowrap" pt="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Avatar src={photo} alt="" radius="xl" size={40}>
        {name.slice(0, 1)}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate>
          <bdi>{name}</bdi>
        </Text>
        <Group gap={0}>
          <RatingLine rating={rating} total={total} size={14} />
        </Group>
      </Stack>
    </Group>
  );
}
