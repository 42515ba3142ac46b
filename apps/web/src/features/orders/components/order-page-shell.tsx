import type { ReactNode } from 'react';
import { Alert, Button, Container, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconHome } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@portal/web-kit/api-client';
import type { FollowType, Order } from '../order-types.ts';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';

/** What the pages of one order show before they have it: skeletons, an unknown order, or a failure to retry. */
export function OrderPageShell({
  query,
  valid,
  type,
  children,
}: {
  query: UseQueryResult<Order>;
  valid: boolean;
  /** An RFP's pages name RFPs in the not-found hint and lead back to /rfps. */
  type?: FollowType;
  children: (o: Order) => ReactNode;
}) {
  const { t } = useTranslation(['orders', 'common']);
  let body: ReactNode;
  if (!valid || (query.isError && query.error instanceof ApiError && query.error.status === 404)) {
    body = (
      <Alert color="gray" icon={<IconAlertTriangle />} title={t(type === 'R' ? 'orders:track.notFoundR' : 'orders:track.notFound')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t(type === 'R' ? 'orders:track.notFoundHintR' : 'orders:track.notFoundHint')}</Text>
          <Button component={Link} to={type === 'R' ? '/rfps' : '/my-orders'} size="xs" variant="white">
            {t(type === 'R' ? 'common:nav.rfps' : 'common:nav.myOrders')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (query.isPending) {
    body = (
      <Stack gap="md" aria-busy="true" aria-label={t('common:loading')}>
        <Skeleton h={36} w="50%" />
        <Skeleton h={90} radius="lg" />
        <Skeleton h={220} radius="lg" />
      </Stack>
    );
  } else if (query.isError) {
    body = (
      <LoadErrorAlert title={t('orders:track.loadError')} query={query} />
    );
  } else {
    return <>{children(query.data)}</>;
  }
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      {body}
      <Button component={Link} to="/home" variant="subtle" mt="md" leftSection={<IconHome size={18} />}>
        {t('common:backToHome')}
      </Button>
    </Container>
  );
}
