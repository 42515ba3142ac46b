import { useState } from 'react';
import { Badge, Button, Card, Checkbox, Group, NumberInput, Radio, Select, SimpleGrid, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGS, pickLang, type Lang } from '@portal/contract/lang';
import type { MessageAudienceInput } from '@portal/contract/operator-people';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { when } from '../../components/format.ts';
import { audienceSize, useCustomerTypes, useIndustries, useMessages, useSendMessage } from './messages-api.ts';

type Texts = Record<Lang, string>;
const empty = (): Texts => ({ en: '', ar: '', fr: '' });

/** An SN notification (with push) to one customer, a segment or everyone, in three languages, asked before sent. */
export function MessagesPage() {
  const { t, i18n } = useTranslation('people');
  const lang = i18n.language as Lang;
  const [kind, setKind] = useState<'customer' | 'segment' | 'all'>('segment');
  const [accountId, setAccountId] = useState<number | ''>('');
  const [customerType, setCustomerType] = useState<number | null>(null);
  const [industry, setIndustry] = useState<number | null>(null);
  const [area, setArea] = useState('');
  const [marketing, setMarketing] = useState(true);
  const [title, setTitle] = useState<Texts>(empty);
  const [body, setBody] = useState<Texts>(empty);
  const [touched, setTouched] = useState(false);
  const [confirm, setConfirm] = useState<number | null>(null);
  const [counting, setCounting] = useState(false);
  const types = useCustomerTypes();
  const industries = useIndustries(customerType);
  const messages = useMessages();
  const send = useSendMessage();

  const audience = (): MessageAudienceInput =>
    kind === 'customer'
      ? { kind, accountId: Number(accountId) }
      : kind === 'segment'
        ? { kind, customerTypeId: customerType ?? undefined, industryId: industry ?? undefined, area: area.trim() || undefined }
        : { kind };
  const missingText = LANGS.some((l) => !title[l].trim() || !body[l].trim());
  const missingAudience = (kind === 'customer' && !accountId) || (kind === 'segment' && customerType === null && industry === null && !area.trim());

  const ask = async () => {
    setTouched(true);
    if (missingText || missingAudience) return;
    setCounting(true);
    try {
      setConfirm(await audienceSize({ audience: audience(), marketing }));
    } catch (err) {
      toastError(err);
    } finally {
      setCounting(false);
    }
  };
  const sendNow = () =>
    send.mutate(
      { audience: audience(), marketing, title, body },
      {
        onSuccess: ({ message }) => {
          toastSuccess(message);
          setConfirm(null);
          setTitle(empty());
          setBody(empty());
          setTouched(false);
        },
        onError: toastError,
      },
    );
  const required = (v: string) => (touched && !v.trim() ? t('validation:textRequired') : undefined);

  return (
    <Stack gap="md">
      <Title order={1} fz="h2">{t('messages.title')}</Title>
      <Card withBorder component="section" aria-labelledby="new-message">
        <Title order={2} fz="h4" id="new-message" mb="xs">{t('messages.new')}</Title>
        <Stack gap="sm">
          <Radio.Group label={t('messages.to')} value={kind} onChange={(v) => setKind(v as typeof kind)}>
            <Group mt="xs">
              <Radio value="customer" label={t('messages.oneCustomer')} />
              <Radio value="segment" label={t('messages.segment')} />
              <Radio value="all" label={t('messages.all')} />
            </Group>
          </Radio.Group>
          {kind === 'customer' && (
            <NumberInput label={t('messages.accountId')} value={accountId} onChange={(v) => setAccountId(typeof v === 'number' ? v : '')} min={1} allowDecimal={false} w={{ base: '100%', sm: 240 }}
              error={touched && !accountId ? t('validation:accountIdRequired') : undefined} />
          )}
          {kind === 'segment' && (
            <Group align="flex-start">
              <Select label={t('messages.customerType')} clearable value={customerType ? String(customerType) : null} onChange={(v) => { setCustomerType(v ? Number(v) : null); setIndustry(null); }}
                data={(types.data ?? []).map((c) => ({ value: String(c.id), label: pickLang({ en: c.name, ar: c.arabicName, fr: c.frenchName }, lang) }))} w={{ base: '100%', sm: 220 }}
                error={touched && missingAudience ? t('validation:segmentRequired') : undefined} />
              <Select label={t('messages.industry')} clearable disabled={customerType === null} value={industry ? String(industry) : null} onChange={(v) => setIndustry(v ? Number(v) : null)}
                data={(industries.data ?? []).map((i) => ({ value: String(i.industryId), label: pickLang({ en: i.industryEnglishName, ar: i.industryArabicName, fr: i.industryFrenchName }, lang) }))} w={{ base: '100%', sm: 260 }} />
              <TextInput label={t('messages.area')} value={area} onChange={(e) => setArea(e.currentTarget.value)} maxLength={50} w={{ base: '100%', sm: 200 }} />
            </Group>
          )}
          <Checkbox label={t('messages.marketing')} description={t('messages.marketingHint')} checked={marketing} onChange={(e) => setMarketing(e.currentTarget.checked)} />
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            {(['ar', 'en', 'fr'] as const).map((l) => (
              <Stack key={l} gap="xs" dir={l === 'ar' ? 'rtl' : 'ltr'} lang={l}>
                <TextInput label={t(`messages.titleIn.${l}`)} value={title[l]} maxLength={200} onChange={(e) => { const v = e.currentTarget.value; setTitle((x) => ({ ...x, [l]: v })); }} error={required(title[l])} />
                <Textarea label={t(`messages.bodyIn.${l}`)} value={body[l]} maxLength={2000} autosize minRows={3} onChange={(e) => { const v = e.currentTarget.value; setBody((x) => ({ ...x, [l]: v })); }} error={required(body[l])} />
              </Stack>
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button onClick={() => void ask()} loading={counting}>{t('messages.send')}</Button>
          </Group>
        </Stack>
      </Card>

      <Card withBorder component="section" aria-labelledby="sent">
        <Title order={2} fz="h4" id="sent" mb="xs">{t('messages.sent')}</Title>
        {messages.data && messages.data.list.length === 0 ? (
          <Text c="dimmed" size="sm">{t('messages.none')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('messages.titleCol')}</Table.Th>
                  <Table.Th>{t('status')}</Table.Th>
                  <Table.Th>{t('messages.recipients')}</Table.Th>
                  <Table.Th>{t('messages.when')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {messages.data?.list.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td>{pickLang(m.title, lang)} {m.marketing && <Badge variant="light" tt="none">{t('messages.marketingBadge')}</Badge>}</Table.Td>
                    <Table.Td>{t(`messages.status.${m.status}`)}</Table.Td>
                    <Table.Td>{m.recipients}</Table.Td>
                    <Table.Td>{when(m.createdAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>

      <ConfirmDialog
        opened={confirm !== null}
        title={t('messages.confirmTitle')}
        confirmLabel={t('messages.sendNow')}
        backLabel={t('common:back')}
        busy={send.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={sendNow}
      >
        <Text>{t('messages.confirmCount', { count: confirm ?? 0 })}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
