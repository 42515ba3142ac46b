import { useState } from 'react';
import { Alert, Anchor, Button, Card, Checkbox, Group, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { COMPLAINT_STATUSES, type ComplaintStatus } from '@portal/contract/complaints';
import { pickLang, type Lang } from '@portal/contract/lang';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { when } from '../../components/format.ts';
import { useAssign, useComplaint, useOperators, useReply, useSetStatus } from './complaints-api.ts';

/** One report: its parties and order, who handles it, its status, and the answers sent to the customer. */
export function ComplaintPage() {
  const { t, i18n } = useTranslation('people');
  const lang = i18n.language as Lang;
  const id = Number(useParams().id);
  const complaint = useComplaint(id);
  const operators = useOperators();
  const assign = useAssign(id);
  const setStatus = useSetStatus(id);
  const reply = useReply(id);
  const [text, setText] = useState('');
  const [close, setClose] = useState(false);
  const [touched, setTouched] = useState(false);
  const c = complaint.data;
  if (complaint.isError) return <Alert color="red">{t('loadFailed')}</Alert>;
  if (!c) return <Text>{t('common:loading')}</Text>;
  const done = ({ message }: { message: string }) => toastSuccess(message);
  const send = () => {
    setTouched(true);
    if (!text.trim()) return;
    reply.mutate({ body: text.trim(), close }, { onSuccess: (r) => { done(r); setText(''); setClose(false); setTouched(false); }, onError: toastError });
  };
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} fz="h2">{t('complaints.one', { reference: c.reference })}</Title>
        <Text c="dimmed">{t(`complaintReason.${c.reason}`, { defaultValue: c.reason })} · {when(c.createdAt)}</Text>
      </Stack>
      <Card withBorder component="section" aria-labelledby="handling">
        <Title order={2} fz="h4" id="handling" mb="xs">{t('complaints.handling')}</Title>
        <Group align="flex-end">
          <Select
            label={t('status')}
            value={c.status}
            data={COMPLAINT_STATUSES.map((s) => ({ value: s, label: t(`complaintStatus.${s}`) }))}
            allowDeselect={false}
            disabled={setStatus.isPending}
            onChange={(v) => v && v !== c.status && setStatus.mutate(v as ComplaintStatus, { onSuccess: done, onError: toastError })}
            w={{ base: '100%', sm: 200 }}
          />
          <Select
            label={t('complaints.assignedTo')}
            value={c.assignedTo ? String(c.assignedTo.id) : null}
            placeholder={t('complaints.unassigned')}
            data={(operators.data ?? []).map((o) => ({ value: String(o.id), label: o.email }))}
            clearable
            disabled={assign.isPending || c.status === 'closed'}
            onChange={(v) => assign.mutate(v ? Number(v) : null, { onSuccess: done, onError: toastError })}
            w={{ base: '100%', sm: 280 }}
          />
        </Group>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Card withBorder component="section" aria-labelledby="who">
          <Title order={2} fz="h4" id="who" mb="xs">{t('complaints.customer')}</Title>
          <Anchor component={Link} to={`/customers/${c.customer.id}`}>{c.customer.name ?? c.customer.email}</Anchor>
          <Text size="sm" dir="ltr">{c.customer.email}</Text>
          {c.customer.phone && <Text size="sm" dir="ltr">{c.customer.phone}</Text>}
        </Card>
        <Card withBorder component="section" aria-labelledby="against">
          <Title order={2} fz="h4" id="against" mb="xs">{t('complaints.provider')}</Title>
          {c.provider ? <Anchor component={Link} to={`/providers/${c.provider.id}`}>{pickLang(c.provider.name, lang)}</Anchor> : <Text size="sm" c="dimmed">{t('none')}</Text>}
        </Card>
        <Card withBorder component="section" aria-labelledby="order">
          <Title order={2} fz="h4" id="order" mb="xs">{t('complaints.order')}</Title>
          {c.order ? <Anchor href={`/ops/orders/${c.order.id}`}>#{c.order.orderNo} · {c.order.status}</Anchor> : <Text size="sm" c="dimmed">{t('none')}</Text>}
        </Card>
      </SimpleGrid>
      <Card withBorder component="section" aria-labelledby="description">
        <Title order={2} fz="h4" id="description" mb="xs">{t('complaints.description')}</Title>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{c.description}</Text>
      </Card>
      <Card withBorder component="section" aria-labelledby="answers">
        <Title order={2} fz="h4" id="answers" mb="xs">{t('complaints.answers')}</Title>
        {c.replies.length === 0 ? (
          <Text c="dimmed" size="sm">{t('complaints.noAnswers')}</Text>
        ) : (
          <Stack gap="xs">
            {c.replies.map((r) => (
              <div key={r.id}>
                <Text size="xs" c="dimmed"><span dir="ltr">{r.operatorEmail}</span> · {when(r.createdAt)}</Text>
                <Text style={{ whiteSpace: 'pre-wrap' }}>{r.body}</Text>
              </div>
            ))}
          </Stack>
        )}
        {c.status !== 'closed' && (
          <Stack gap="xs" mt="md">
            <Textarea
              label={t('complaints.answer')}
              description={t('complaints.answerHint')}
              autosize
              minRows={3}
              maxLength={2000}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              error={touched && !text.trim() ? t('validation:textRequired') : undefined}
            />
            <Checkbox label={t('complaints.closeWithAnswer')} checked={close} onChange={(e) => setClose(e.currentTarget.checked)} />
            <Group justify="flex-end">
              <Button onClick={send} loading={reply.isPending}>{t('complaints.send')}</Button>
            </Group>
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
