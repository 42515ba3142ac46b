import { Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@portal/contract/lang';
import { proposalTotal, type RfpReplyDetail } from '@portal/contract/rfps';
import { FileGroup } from '../../../components/order-files/order-files.tsx';
import { Money } from '../../../components/money/money.tsx';
import { formatOrderDate } from '@portal/web-kit/format-order';
import { AnswerList } from './answer-list.tsx';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <div style={{ textAlign: 'end', minWidth: 0 }}>{children}</div>
    </Group>
  );
}

/** A provider's proposal (spec §3 Proposal): price, materials and parts, payment terms, guarantee, answers and files. */
export function ProposalBox({ reply }: { reply: RfpReplyDetail }) {
  const { t, i18n } = useTranslation('rfps');
  const lang = i18n.language as Lang;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="proposal">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            {t('details.proposal.title')}
          </Title>
          {reply.isApproved && (
            <Badge color="teal" variant="light" tt="none">
              {t('details.proposal.approved')}
            </Badge>
          )}
        </Group>
        <Row label={t('price.workLine')}>
          <Money amount={reply.price} fw={600} />
        </Row>
        <Row label={t('details.proposal.partsFees')}>
          {reply.sparePartFees > 0 ? (
            <Money amount={reply.sparePartFees} fw={600} />
          ) : (
            <Text size="sm" fw={500}>
              {t(reply.isSparePartIncluded ? 'price.partsInPrice' : 'price.workOnly')}
            </Text>
          )}
        </Row>
        <Divider variant="dashed" />
        <Row label={t('price.totalLine')}>
          <Money amount={proposalTotal(reply)} fw={800} c="blue.8" fz="lg" data-testid="proposal-total" />
        </Row>
        {reply.spareParts && (
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('details.proposal.parts')}
            </Text>
            <Text dir="auto" ta="start" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {reply.spareParts}
            </Text>
          </Stack>
        )}
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('details.proposal.paymentTerms')}
          </Text>
          <Text dir="auto" ta="start" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {reply.paymentTerms}
          </Text>
        </Stack>
        <Group gap={6} wrap="nowrap">
          {reply.isGuarantee ? (
            <IconShieldCheck size={18} color="var(--mantine-color-teal-6)" aria-hidden />
          ) : (
            <IconShieldOff size={18} aria-hidden />
          )}
          <Text size="sm" fw={500}>
            {reply.isGuarantee && reply.expiryDate ? (
              <>
                {t('details.proposal.guaranteeUntil')} <bdi>{formatOrderDate(reply.expiryDate, lang, false)}</bdi>
              </>
            ) : (
              t('details.proposal.noGuarantee')
            )}
          </Text>
        </Group>
        {(reply.answers.length > 0 || reply.replyAttachments.length > 0) && <Divider />}
        <AnswerList title={t('details.proposal.answers')} answers={reply.answers} />
        {reply.replyAttachments.length > 0 && <FileGroup title={t('details.proposal.files')} files={reply.replyAttachments} />}
      </Stack>
    </Paper>
  );
}
