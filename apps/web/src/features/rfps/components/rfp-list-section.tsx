import { useEffect, useRef, useState } from 'react';
import { IconFileDescription } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FilterState } from '@portal/contract/order-state-machine';
import type { RfpSummary } from '@portal/contract/rfps';
import { OrderFilterModal } from '../../../components/order-filter/order-filter-modal.tsx';
import { EMPTY_FILTER, filterIsSet, type OrderFilter } from '../../../lib/list-query.ts';
import { ListSection } from '../../../components/order-list/list-section.tsx';
import { RfpListItem, rfpItemId } from './rfp-list-item.tsx';

type Props = {
  id: string;
  title: string;
  emptyText: string;
  /** The list for a filter: the section holds the filter, the caller the call. */
  useList: (filter: OrderFilter) => UseQueryResult<RfpSummary[]>;
  /** Statuses offered in the filter (spec §4.2); none hides the status choice (RFPs receiving proposals). */
  statuses: readonly FilterState[];
  targetId: number | null;
  onOpen: (r: RfpSummary) => void;
  receiving?: boolean;
};

/** One list of RFPs with its own filter, empty state and scrolling to the RFP named in the address. */
export function RfpListSection({ id, title, emptyText, useList, statuses, targetId, onOpen, receiving }: Props) {
  const { t } = useTranslation(['rfps', 'orders', 'common']);
  const [filter, setFilter] = useState<OrderFilter>(EMPTY_FILTER);
  const [filterOpen, setFilterOpen] = useState(false);
  const list = useList(filter);

  const scrolled = useRef<number | null>(null);
  const found = targetId !== null && Boolean(list.data?.some((r) => r.id === targetId));
  useEffect(() => {
    if (!found || scrolled.current === targetId) return;
    scrolled.current = targetId;
    document.getElementById(rfpItemId(targetId!))?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [found, targetId]);

  return (
    <>
      <ListSection
        id={id}
        title={title}
        list={list}
        renderItem={(r) => <RfpListItem key={r.id} rfp={r} onOpen={onOpen} highlighted={r.id === targetId} receiving={receiving} />}
        emptyText={emptyText}
        noMatchText={t('rfps:list.noMatch')}
        loadErrorText={t('rfps:list.loadError')}
        emptyIcon={<IconFileDescription size={26} />}
        filterSet={filterIsSet(filter)}
        onOpenFilter={() => setFilterOpen(true)}
        onResetFilter={() => setFilter(EMPTY_FILTER)}
        skeletonHeight={120}
      />
      <OrderFilterModal
        opened={filterOpen}
        onClose={() => setFilterOpen(false)}
        value={filter}
        onApply={setFilter}
        statuses={statuses}
        title={t('orders:filter.title', { list: title })}
      />
    </>
  );
}
