import { Stack, Text, Title } from '@mantine/core';

export function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
  return (
    <Stack gap={6} align="center" ta="center" mb={{ base: 'lg', md: 'xl' }}>
      <Title id={id} order={2} fz={{ base: 24, md: 32 }}>
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" maw={640}>
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
