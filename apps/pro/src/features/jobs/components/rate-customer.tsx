import { Button, Card, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderOrder } from '@portal/contract/provider';
import { orderPath } from '../../../api/provider/provider-api.ts';
import { useProviderAction } from '../../../components/use-provider-action.ts';

/** The rating of the customer, once the order is done (once). */
export function RateCustomer({ order }: { order: ProviderOrder }) {
  const { t } = useTranslation('jobs');
  const { act, busy } = useProviderAction();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  if (order.status !== 'DONE') return null;
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('rate.title')}
        </Title>
        {order.ratingForCustomer ? (
          <Text size="sm" data-testid="customer-rated">
            {t('rate.done', { rating: order.ratingForCustomer.rating })}
          </Text>
        ) : (
          <>
            <Rating value={rating} onChange={setRating} fractions={2} size="lg" aria-label={t('rate.stars')} />
            <Textarea label={t('rate.comment')} value={text} onChange={(e) => setText(e.currentTarget.value)} autosize />
            <Button
              loading={busy}
              disabled={rating === 0}
              onClick={() =>
                void act({
                  method: 'POST',
                  path: `${orderPath(order)}/rate-customer`,
                  body: { rating, description: text },
                  label: { key: 'offline.label.rate', values: { no: order.orderNo } },
                })
              }
            >
              {t('rate.send')}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
