import { Button, Divider, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { inAmman } from '@portal/web-kit/amman-time';
import { useTranslation } from 'react-i18next';
import { errorText } from '@portal/web-kit/toast';
import { RatingStars } from '@portal/ui/rating-stars';
import { providerReviewsQuery, type ProviderReview } from '../../api/providers/provider-profile.ts';

/** Epoch seconds or an ISO date, shown as DD-MM-YYYY (spec §9). */
const reviewDate = (v: ProviderReview['createdAt']) => inAmman(v).format('DD-MM-YYYY');

/** Customer reviews, five at a time with 'Load more'. */
export function ProviderReviews({ providerId }: { providerId: number }) {
  const { t } = useTranslation('provider');
  const q = useInfiniteQuery(providerReviewsQuery(providerId));

  if (q.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={48} radius="md" />
        ))}
      </Stack>
    );
  }
  if (q.isError)
    return (
      <Text c="red" size="sm">
        {errorText(q.error)}
      </Text>
    );

  const reviews = q.data.pages.flatMap((p) => p.list);
  if (!reviews.length)
    return (
      <Text c="dimmed" size="sm">
        {t('noReviews')}
      </Text>
    );

  return (
    <Stack gap="sm">
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('customerReviews')}>
        {reviews.map((r, i) => (
          <Stack component="li" key={r.id} gap={4}>
            {i > 0 && <Divider />}
            <Group justify="space-between" gap="xs">
              <Text fw={600} size="sm" dir="auto">
                {r.customerName}
              </Text>
              <Text size="xs" c="dimmed" dir="ltr">
                {reviewDate(r.createdAt)}
              </Text>
            </Group>
            <RatingStars value={r.rating} size={14} label={t('ratingLabel', { rating: r.rating })} />
            {r.description && (
              <Text size="sm" dir="auto" ta="start">
                {r.description}
              </Text>
            )}
          </Stack>
        ))}
      </Stack>
      {q.hasNextPage && (
        <Button variant="light" onClick={() => void q.fetchNextPage()} loading={q.isFetchingNextPage} mt="xs">
          {t('loadMore')}
        </Button>
      )}
    </Stack>
  );
}
