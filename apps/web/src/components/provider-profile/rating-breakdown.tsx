import { Group, Progress, Stack, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@portal/contract/lang';
import { formatCount } from '@portal/ui/format-jod';
import { ratingBars } from './album-media.ts';

/** How many reviews gave each number of stars, as bars that grow from the reading start. */
export function RatingBreakdown({ countByRating }: { countByRating: { rating: number; total: number }[] | undefined }) {
  const { t, i18n } = useTranslation('provider');
  const lang = i18n.language as Lang;
  return (
    <Stack gap={6}>
      {ratingBars(countByRating).map((b) => (
        <Group key={b.star} gap="xs" wrap="nowrap">
          <Group gap={2} w={32} wrap="nowrap" justify="flex-end">
            <Text size="xs" fw={600}>
              {b.star}
            </Text>
            <IconStarFilled size={12} color="var(--mantine-color-yellow-5)" aria-hidden />
          </Group>
          <Progress value={b.percent} color="yellow" size="md" radius="xl" style={{ flex: 1 }} aria-label={t('starsShare', { star: b.star, percent: b.percent })} />
          <Text size="xs" c="dimmed" w={36} ta="end">
            {formatCount(b.total, lang)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
