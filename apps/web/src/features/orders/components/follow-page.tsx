import type { ReactNode } from 'react';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOrder } from '../api/get-order.ts';
import { followParams } from '../follow-params.ts';
import type { FollowType, Order } from '../order-types.ts';
import { OrderPageShell } from './order-page-shell.tsx';

/** The frame of /estimation, /payment and /service-review: ?serviceId&type read, the order loaded. */
export function FollowPage({
  titleKey,
  poll,
  children,
}: {
  titleKey: string;
  poll: boolean;
  children: (o: Order, type: FollowType) => ReactNode;
}) {
  const { t } = useTranslation(['orders', 'common']);
  const [params] = useSearchParams();
  const p = followParams(params);
  const query = useOrder(p?.type ?? 'T', p?.id ?? 0, poll);
  useDocumentTitle(`${t(titleKey)} · ${t('common:brand')}`);
  return (
    <OrderPageShell query={query} valid={p !== null} type={p?.type}>
      {(order) => children(order, p!.type)}
    </OrderPageShell>
  );
}
