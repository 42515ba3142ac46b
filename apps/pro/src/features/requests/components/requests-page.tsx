import { Anchor, Button, Card, Group, List, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerText, prefixText, questionText } from '@portal/contract/question-text';
import type { ProviderRequest } from '@portal/contract/rfps';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { currentLang } from '@portal/web-kit/i18n';
import { orderPath, useRequests } from '../../../api/provider/provider-api.ts';
import { OrderFacts } from '../../../components/order-facts.tsx';
import { useProviderAction } from '../../../components/use-provider-action.ts';
import { WaitingActions } from '../../../components/waiting-actions.tsx';
import { RfpReplyForm } from './rfp-reply-form.tsx';

/** Requests (issue 18 point 2): direct awards to accept or decline (with a reason), and open RFPs to reply to. */
export function RequestsPage() {
  const { t } = useTranslation('jobs');
  const direct = useRequests('T');
  const rfps = useRequests('R');
  const awards = (direct.data ?? []).filter((o) => o.status === 'REQD' && o.isMine);
  const open = (rfps.data ?? []).filter((o) => o.rfp && (o.rfp.canReply || o.rfp.myReply) && o.status === 'REQD');
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('requests.title')}
      </Title>
      <WaitingActions />
      <Title order={2} size="h4">
        {t('requests.direct')}
      </Title>
      {direct.isPending ? null : awards.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {t('requests.emptyDirect')}
        </Text>
      ) : (
        awards.map((o) => <DirectAward key={o.id} order={o} />)
      )}
      <Title order={2} size="h4">
        {t('requests.rfps')}
      </Title>
      {rfps.isPending ? null : open.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {t('requests.emptyRfps')}
        </Text>
      ) : (
        open.map((o) => <RfpCard key={o.id} order={o} />)
      )}
    </Stack>
  );
}

function DirectAward({ order }: { order: ProviderRequest }) {
  const { t } = useTranslation('jobs');
  const { act, busy } = useProviderAction();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const label = (key: string) => ({ key, values: { no: order.orderNo } });
  return (
    <Card withBorder component="article" aria-label={t('orderNo', { no: order.orderNo })}>
      <Stack gap="sm">
        <OrderFacts order={order} />
        <Group grow>
          <Button variant="default" disabled={busy} onClick={() => setDeclining(true)}>
            {t('requests.decline')}
          </Button>
          <Button loading={busy} onClick={() => void act({ method: 'POST', path: `${orderPath(order)}/accept`, label: label('offline.label.accept') })}>
            {t('requests.accept')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={declining}
        title={t('requests.declineTitle')}
        confirmLabel={t('requests.decline')}
        confirmColor="red"
        backLabel={t('jobs.cancelDialog')}
        busy={busy}
        onClose={() => setDeclining(false)}
        onConfirm={() => {
          setTried(true);
          if (!reason.trim()) return;
          void act({ method: 'POST', path: `${orderPath(order)}/reject`, body: { reason: reason.trim() }, label: label('offline.label.decline') }).then(
            (ok) => ok && setDeclining(false),
          );
        }}
      >
        <Textarea
          label={t('requests.reason')}
          description={t('requests.reasonHint')}
          required
          value={reason}
          maxLength={500}
          error={tried && !reason.trim() ? t('requests.reasonRequired') : undefined}
          onChange={(e) => setReason(e.currentTarget.value)}
          autosize
          minRows={2}
        />
      </ConfirmDialog>
    </Card>
  );
}

function RfpCard({ order }: { order: ProviderRequest }) {
  const { t } = useTranslation('jobs');
  const [replying, setReplying] = useState(false);
  const rfp = order.rfp!;
  const lang = currentLang();
  return (
    <Card withBorder component="article" aria-label={rfp.title}>
      <Stack gap="sm">
        <Text fw={700} dir="auto">
          {rfp.title}
        </Text>
        <Text size="sm" c="dimmed">
          {order.area}, {order.city}
          {order.distanceKm !== null && ` · ${t('distance', { km: order.distanceKm })}`}
        </Text>
        {rfp.tasks.map((task) => (
          <Stack key={task.id} gap={4} pl="sm" style={{ borderInlineStart: '3px solid var(--mantine-color-blue-2)' }}>
            <Text size="sm" fw={600}>
              {task.categoryName} · {task.subCategory}
              {task.isGuarantee ? ` · ${t('requests.guaranteeAsked')}` : ''}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} dir="auto">
              {task.description}
            </Text>
            {task.answers.length > 0 && (
              <List size="sm">
                {task.answers.map((a) => (
                  <List.Item key={a.questionId}>
                    {questionText(a, lang)}: {answerText(a, lang)}
                    {a.answerType === 'T' && prefixText(a, lang) ? ` ${prefixText(a, lang)}` : ''}
                  </List.Item>
                ))}
              </List>
            )}
            {task.attachments.map((f) => (
              <Anchor key={f.id} href={f.url} target="_blank" rel="noopener" size="sm">
                <Group gap={2} wrap="nowrap">
                  <IconPaperclip size={14} aria-hidden />
                  {f.fileName}
                </Group>
              </Anchor>
            ))}
          </Stack>
        ))}
        {rfp.myReply && (
          <Text size="sm" c="teal" data-testid="my-reply">
            {t('requests.replied', { price: rfp.myReply.price })}
          </Text>
        )}
        {rfp.canReply && (
          <Button onClick={() => setReplying(true)}>{rfp.myReply ? t('requests.replyAgain') : t('requests.reply')}</Button>
        )}
      </Stack>
      {replying && <RfpReplyForm order={order} onClose={() => setReplying(false)} />}
    </Card>
  );
}
