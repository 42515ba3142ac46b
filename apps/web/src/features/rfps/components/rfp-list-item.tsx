import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconCalendarCheck, IconCalendarEvent, IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DateLine } from '../../../components/order-list/date-line.tsx';
import type { Lang } from '@portal/contract/lang';
import type { RfpSummary } from '@portal/contract/rfps';
import { OrderStatusBadge } from '@portal/ui/order-status-badge';
import { ListItemCard } from '../../../components/order-list/list-item-card.tsx';
import { ProviderLine } from '../../../components/order-list/provider-line.tsx';
import { formatOrderDate } from '@portal/web-kit/format-order';

export const rfpItemId = (id: number) => `rfp-${id}`;

/** One RFP in a list (spec §2.9): title, professions, status, the days it accepts proposals, replies or the awarded provider. */
export function RfpListItem({
  rfp,
  onOpen,
  highlighted,
  receiving,
}: {
  rfp: RfpSummary;
  onOpen: (r: RfpSummary) => void;
  highlighted: boolean;
  receiving?: boolean;
}) {
  const { t, i18n } = useTranslation('rfps');
  const lang = i18n.language as Lang;
  const p = rfp.serviceProviderId;
  const professions = rfp.tasks.map((task) => task.subCategory || task.subCategoryId.name).join(' · ');
  return (
    <ListItemCard id={rfpItemId(rfp.id)} highlighted={highlighted} label={t('list.open', { title: rfp.title })} onOpen={() => onOpen(rfp)}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text size="xs" c="dimmed">
            {t('list.no')} <bdi dir="ltr">{rfp.orderNo}</bdi>
          </Text>
          <Text fw={700} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            <bdi>{rfp.title}</bdi>
          </Text>
          {professions && (
            <Text size="sm" c="dimmed" lineClamp={1}>
              <bdi>{professions}</bdi>
            </Text>
          )}
        </Stack>
        {receiving ? (
          <Badge variant="light" color="grape" tt="none" radius="sm" style={{ flexShrink: 0 }}>
            {t('status.receiving')}
          </Badge>
        ) : (
          <OrderStatusBadge status={rfp.status} style={{ flexShrink: 0 }} />
        )}
      </Group>
      <Group gap="lg">
        <DateLine
          icon={<IconCalendarEvent size={16} aria-hidden />}
          label={t('list.start')}
          value={formatOrderDate(rfp.startDate, lang, false)}
        />
        <DateLine
          icon={<IconCalendarCheck size={16} aria-hidden />}
          label={t('list.end')}
          value={formatOrderDate(rfp.endDate, lang, false)}
        />
        {rfp.status === 'REQD' && (
          <Group gap={6} wrap="nowrap">
            <IconMessages size={16} aria-hidden />
            <Text size="xs" fw={600} data-testid="reply-count">
              {t('list.replies', { count: rfp.replyCount })}
            </Text>
          </Group>
        )}
      </Group>
      {p && <ProviderLine name={p.name} photo={p.profilePhoto} rating={rfp.rating} total={rfp.total} />}
    </ListItemCard>
  );
}
