import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { proposalTotal, type RfpReply } from '@portal/contract/rfps';
import { Money } from '../../../components/money/money.tsx';

type Priced = Pick<RfpReply, 'price' | 'sparePartFees' | 'isSparePartIncluded'>;

/** What a proposal includes, in a few words: "work 155 jd + materials and parts 25 jd", or the work only. */
export function ProposalIncludes({ reply, size = 'sm' }: { reply: Priced; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('rfps');
  if (reply.sparePartFees > 0)
    return (
      <Text size={size} c="dimmed" data-testid="proposal-includes">
        {t('price.work')} <Money amount={reply.price} /> + {t('price.parts')} <Money amount={reply.sparePartFees} />
      </Text>
    );
  return (
    <Text size={size} c="dimmed" data-testid="proposal-includes">
      {t(reply.isSparePartIncluded ? 'price.partsInPrice' : 'price.workOnly')}
    </Text>
  );
}

/** A proposal's total (spec §3 Proposal: price plus materials and parts fees), then what it includes. */
export function ProposalPrice({ reply, size = 'md' }: { reply: Priced; size?: 'md' | 'lg' }) {
  const { t } = useTranslation('rfps');
  return (
    <Stack gap={2} align="flex-end" style={{ textAlign: 'end' }}>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" c="dimmed">
          {t('price.total')}
        </Text>
        <Money amount={proposalTotal(reply)} fw={800} c="blue.8" fz={size} data-testid="reply-price" />
      </Group>
      <ProposalIncludes reply={reply} size="xs" />
    </Stack>
  );
}
