import { useEffect, useRef, useState } from 'react';
import { IconClipboardList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FILTER_STATES } from '@portal/contract/order-state-machine';
import { ListSection } from '../../../components/order-list/list-section.tsx';
import { useOrderList } from '../api/get-order-lists.ts';
import { buildListQuery, EMPTY_FILTER, filterIsSet, type OrderFilter } from '../../../lib/list-query.ts';
import type { Order } from '../order-types.ts';
import { OrderFilterModal } from '../../../components/order-filter/order-filter-modal.tsx';
import { OrderListItem, orderItemId } from './order-list-item.tsx';

type Props = {
  type: 'E' | 'T';
  active: boolean;
  /** An order to scroll to and mark (from the address), if it is in this list. */
  targetId: number | null;
  onOpen: (o: Order) => void;
};

/** One of the two lists of a tab (spec §2.7, §4.2): active or recent, with its own filter. */
export function OrderListSection({ type, active, targetId, onOpen }: Props) {
  const { t } = useTranslation(['orders', 'common']);
  const [filter, setFilter] = useState<OrderFilter>(EMPTY_FILTER);
  const [filterOpen, setFilterOpen] = useState(false);
  const list = useOrderList(type, buildListQuery(active, filter));
  const which = active ? 'active' : 'recent';
  const title = t(`orders:list.${which}`);
  const headingId = `orders-${type}-${which}`;

  // Scroll to the order named in the address once it is listed; the mark stays so the eye finds it.
  const scrolled = useRef<number | null>(null);
  const found = targetId !== null && Boolean(list.data?.some((o) => o.id === targetId));
  useEffect(() => {
    if (!found || scrolled.current === targetId) return;
    scrolled.current = targetId;
    document.getElementById(orderItemId(type, targetId!))?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [found, targetId, type]);

  return (
    <>
      <ListSection
        id={headingId}
        title={title}
        list={list}
        renderItem={(o) => <OrderListItem key={o.id} order={o} onOpen={onOpen} highlighted={o.id === targetId} />}
        emptyText={t(`orders:list.empty.${which}`)}
        noMatchText={t('orders:list.noMatch')}
        loadErrorText={t('orders:list.loadError')}
        emptyIcon={<IconClipboardList size={26} />}
        filterSet={filterIsSet(filter)}
        onOpenFilter={() => setFilterOpen(true)}
        onResetFilter={() => setFilter(EMPTY_FILTER)}
      />
      <OrderFilterModal
        opened={filterOpen}
        onClose={() => setFilterOpen(false)}
        value={filter}
        onApply={setFilter}
        statuses={FILTER_STATES}
        title={t('orders:filter.title', { list: title })}
      />
    </>
  );
}
