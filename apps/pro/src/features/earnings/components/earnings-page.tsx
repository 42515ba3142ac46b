import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@portal/contract/lang';
import type { EarningsMonth } from '@portal/contract/provider-account';
import { formatAmount } from '@portal/web-kit/format-order';
import { earningsCsvUrl, useEarnings } from '../api/get-earnings.ts';

/** "November 2026" in the app's language, Latin digits (months are Amman's, as the server counts them). */
function monthName(month: string, lang: Lang) {
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(`${lang}-u-nu-latn`, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y!, m! - 1, 15)));
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="sm" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg">
        {value}
      </Text>
    </Card>
  );
}

function MonthCard({ m, lang }: { m: EarningsMonth; lang: Lang }) {
  const { t } = useTranslation('earnings');
  const jod = (v: number) => t('jod', { amount: formatAmount(v, lang) });
  return (
    <Card withBorder padding="sm" radius="md" component="li" aria-label={monthName(m.month, lang)}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>{monthName(m.month, lang)}</Text>
        <Text size="sm">{t('jobs', { count: m.jobs })}</Text>
      </Group>
      <Group justify="space-between" mt={4} wrap="nowrap">
        <Text size="sm" c="dimmed">
          {t('cashCollected')}
        </Text>
        <Text size="sm">{jod(m.cashCollected)}</Text>
      </Group>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {t('commissionOwed')}
        </Text>
        <Text size="sm">{jod(m.commissionOwed)}</Text>
      </Group>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {t('fines')}
        </Text>
        <Text size="sm" c={m.fines > 0 ? 'red.8' : undefined} data-testid="month-fines">
          {jod(m.fines)}
        </Text>
      </Group>
    </Card>
  );
}

/** Earnings (issue 18 point 5): completed jobs by month, cash collected, the commission owed at my rate, fines; CSV. */
export function EarningsPage() {
  const { t, i18n } = useTranslation('earnings');
  const lang = i18n.language as Lang;
  const earnings = useEarnings();
  const jod = (v: number) => t('jod', { amount: formatAmount(v, lang) });

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Button component="a" href={earningsCsvUrl(lang)} download leftSection={<IconDownload size={18} aria-hidden />} variant="light" size="sm">
          {t('exportCsv')}
        </Button>
      </Group>
      {earnings.isPending && <Loader aria-label={t('loading')} />}
      {earnings.isError && <Alert color="red">{t('loadFailed')}</Alert>}
      {earnings.data && (
        <>
          <Text>{t('commissionRate', { rate: formatAmount(earnings.data.commissionRate, lang) })}</Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Figure label={t('completedJobs')} value={String(earnings.data.totals.jobs)} />
            <Figure label={t('cashCollected')} value={jod(earnings.data.totals.cashCollected)} />
            <Figure label={t('commissionOwed')} value={jod(earnings.data.totals.commissionOwed)} />
            <Figure label={t('fines')} value={jod(earnings.data.totals.fines)} />
          </SimpleGrid>
          {!earnings.data.finesTracked && (
            <Alert icon={<IconInfoCircle aria-hidden />} color="gray" variant="light">
              {t('finesNotTracked')}
            </Alert>
          )}
          <Text size="sm" c="dimmed">
            {t(earnings.data.cashSource === 'provider' ? 'cashSourceProvider' : 'cashSourceCustomer')}
          </Text>
          <Title order={2} fz="h4">
            {t('byMonth')}
          </Title>
          {earnings.data.months.length === 0 ? (
            <Text c="dimmed">{t('empty')}</Text>
          ) : (
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {earnings.data.months.map((m) => (
                <MonthCard key={m.month} m={m} lang={lang} />
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
