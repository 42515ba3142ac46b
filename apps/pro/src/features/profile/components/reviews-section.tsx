import { useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@portal/contract/lang';
import { RatingStars } from '@portal/ui/rating-stars';
import { formatOrderDate } from '@portal/web-kit/format-order';
import { useReviews } from '../api/profile.ts';

/** Reviews received, newest first, ten at a time. */
export function ReviewsSection({ rating, count }: { rating: number; count: number }) {
  const { t, i18n } = useTranslation('profile');
  const lang = i18n.language as Lang;
  const [page, setPage] = useState(1);
  const reviews = useReviews(page);
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4">
          {t('reviews')}
        </Title>
        <RatingStars value={rating} label={t('ratingOf', { rating, count })} />
      </Group>
      {reviews.data && reviews.data.list.length === 0 && <Text c="dimmed">{t('noReviews')}</Text>}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {reviews.data?.list.map((r) => (
          <li key={r.id}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600} size="sm">
                {r.customerName}
              </Text>
              <RatingStars value={r.rating} size={14} label={t('stars', { rating: r.rating })} />
            </Group>
            {r.comment && <Text size="sm">{r.comment}</Text>}
            <Text size="xs" c="dimmed">
              {formatOrderDate(r.createdAt, lang, false)}
            </Text>
          </li>
        ))}
      </Stack>
      {reviews.data && (page > 1 || reviews.data.hasMore) && (
        <Group justify="space-between" mt="sm">
          <Button variant="subtle" size="xs" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
            {t('newer')}
          </Button>
          <Button variant="subtle" size="xs" disabled={!reviews.data.hasMore} onClick={() => setPage((p) => p + 1)}>
            {t('older')}
          </Button>
        </Group>
      )}
    </Card>
  );
}
