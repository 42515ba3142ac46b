import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@portal/contract/lang';
import { RatingStars } from '../rating-stars/rating-stars.tsx';
import { formatCount, formatJod, formatRating } from './format-jod.ts';

/** Stars, the rating as a number and the review count on one line. */
export function RatingLine({ rating, total, size = 16, stacked }: { rating: number; total: number; size?: number; stacked?: boolean }) {
  const { t, i18n } = useTranslation('provider');
  const lang = i18n.language as Lang;
  const value = formatRating(rating, lang);
  const reviews = t('reviews', { count: total, formatted: formatCount(total, lang) });
  const stars = (
    <Group gap={6} wrap="nowrap" justify="center">
      <RatingStars value={rating} size={size} label={t('ratingLabel', { rating: value })} />
      <Text size="sm" fw={600}>
        {value}
      </Text>
      {!stacked && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          ({reviews})
        </Text>
      )}
    </Group>
  );
  if (!stacked) return stars;
  // In a narrow card the count goes under the stars rather than wrap beside them.
  return (
    <Stack gap={2} align="center">
      {stars}
      <Text size="xs" c="dimmed">
        {reviews}
      </Text>
    </Stack>
  );
}

/** A labelled price in JOD, or nothing when the provider has not set one. */
export function Price({ label, amount }: { label: string; amount: number | null | undefined }) {
  const { t, i18n } = useTranslation('provider');
  if (amount === null || amount === undefined) return null;
  return (
    <Group gap={4} justify="space-between" wrap="nowrap">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={700} c="blue.8" style={{ whiteSpace: 'nowrap' }}>
        {formatJod(amount, i18n.language as Lang, t('currency'))}
      </Text>
    </Group>
  );
}
