import { useState } from 'react';
import { Alert, Avatar, Button, Container, Group, Paper, Rating, Stack, Text, Textarea, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconHome, IconHourglassHigh, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { canRate } from '@portal/contract/order-state-machine';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { useAddRating } from '../api/add-rating.ts';
import type { FollowType, Order } from '../order-types.ts';
import { useFlowRedirect } from '../use-flow-redirect.ts';
import { FollowHeader } from './follow-header.tsx';
import { FollowPage } from './follow-page.tsx';

const REVIEW_MAX = 500;

/** /service-review?serviceId&type (spec §2.10, §4.4): the customer rates the provider once; read-only after. */
export default function ServiceReviewPage() {
  return (
    <FollowPage titleKey="orders:review.title" poll={false}>
      {(order, type) => <ReviewBody order={order} type={type} />}
    </FollowPage>
  );
}

function ReviewBody({ order, type }: { order: Order; type: FollowType }) {
  const { t } = useTranslation(['orders', 'common']);
  const navigate = useNavigate();
  useFlowRedirect(order, 'review', type, order.id);
  const rate = useAddRating();
  const existing = order.ratingForServiceProvider;
  const [value, setValue] = useState(0);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const provider = order.serviceProviderId;
  const open = existing === null && canRate(order);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!(value > 0)) return setError(t('orders:review.ratingValidMsg'));
    rate.mutate(
      { type, serviceId: order.id, rating: value, description: text },
      {
        onSuccess: (res) => {
          toastSuccess(res.message);
          void navigate('/home');
        },
        onError: toastError,
      },
    );
  };

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <FollowHeader title={t('orders:review.title')} order={order} type={type} />
        {existing === null && !canRate(order) ? (
          <Alert color="gray" icon={<IconHourglassHigh />} title={t('orders:review.notYet')}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('orders:review.notYetHint')}</Text>
              <Button component={Link} to="/home" size="xs" variant="white" leftSection={<IconHome size={16} />}>
                {t('common:backToHome')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="form" onSubmit={submit} noValidate>
            <Stack gap="lg" align="center" ta="center">
              <ThemeIcon size={64} radius="xl" color="teal" variant="light" aria-hidden>
                <IconCircleCheck size={40} />
              </ThemeIcon>
              <Title order={2} fz={{ base: 22, sm: 26 }}>
                {t('orders:review.done')}
              </Title>
              {provider && (
                <Group gap="sm" justify="center">
                  <Avatar src={provider.profilePhoto} alt="" radius="xl" size={48}>
                    {provider.name.slice(0, 1)}
                  </Avatar>
                  <Text fw={600}>
                    <bdi>{provider.name}</bdi>
                  </Text>
                </Group>
              )}
              <Stack gap={6} align="center">
                <Text fw={500} id="review-rating-label">
                  {existing ? t('orders:review.yourRating') : t('orders:review.rateProvider')}
                </Text>
                <Rating
                  value={existing ? existing.rating : value}
                  onChange={(v) => {
                    setValue(v);
                    setError(null);
                  }}
                  fractions={2}
                  size="xl"
                  readOnly={!open}
                  aria-labelledby="review-rating-label"
                />
                {error && (
                  <Text c="red" size="sm" role="alert">
                    {error}
                  </Text>
                )}
              </Stack>
              {existing ? (
                existing.description && (
                  <Text c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    “{existing.description}”
                  </Text>
                )
              ) : (
                <Textarea
                  w="100%"
                  ta="start"
                  label={t('orders:review.explain')}
                  description={t('orders:review.optional', { count: text.length, max: REVIEW_MAX })}
                  value={text}
                  onChange={(e) => setText(e.currentTarget.value.slice(0, REVIEW_MAX))}
                  maxLength={REVIEW_MAX}
                  autosize
                  minRows={3}
                  maxRows={8}
                />
              )}
              {open ? (
                <Button type="submit" size="md" fullWidth leftSection={<IconSend size={18} />} loading={rate.isPending}>
                  {t('orders:review.send')}
                </Button>
              ) : (
                <Button component={Link} to="/home" size="md" fullWidth variant="light" leftSection={<IconHome size={18} />}>
                  {t('common:backToHome')}
                </Button>
              )}
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
