import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Group, List, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { pickLang, type Lang } from '@portal/contract/lang';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { AccountStatusBadge } from '../../components/account-status-badge.tsx';
import { when } from '../../components/format.ts';
import { ReasonDialog } from '../../components/reason-dialog.tsx';
import { useOpsSession } from '../../lib/session.ts';
import { AlbumsSection, DocumentsSection, EditAreas, EditProfile, EditTrades } from './provider-edit.tsx';
import { useAccountAction, useFlags, useProvider, useReinvite } from './providers-api.ts';

type Action = 'suspend' | 'reactivate' | 'terminate';
type Editing = 'profile' | 'trades' | 'areas';

/** One provider: the account and its status actions, badges, trades, areas, open work, cancellations and reviews. */
export function ProviderPage() {
  const { t, i18n } = useTranslation('people');
  const lang = i18n.language as Lang;
  const id = Number(useParams().id);
  const admin = useOpsSession()?.user.role === 'admin';
  const provider = useProvider(id);
  const action = useAccountAction(id);
  const flags = useFlags(id);
  const reinvite = useReinvite(id);
  const [asking, setAsking] = useState<Action | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const p = provider.data;
  if (provider.isError) return <Alert color="red">{t('loadFailed')}</Alert>;
  if (!p) return <Text>{t('common:loading')}</Text>;

  const run = (a: Action, reason: string) =>
    action.mutate(
      { action: a, reason },
      {
        onSuccess: ({ message }) => {
          toastSuccess(message);
          setAsking(null);
        },
        onError: toastError,
      },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} fz="h2">{pickLang(p.name, lang)}</Title>
          <Group gap="xs">
            <AccountStatusBadge status={p.status} />
            {!p.passwordSet && <Badge variant="outline" color="gray" tt="none">{t('providers.invited')}</Badge>}
            <Text c="dimmed" dir="ltr">{p.email}</Text>
          </Group>
          {p.statusReason && <Text size="sm">{t('lastReason', { reason: p.statusReason })}</Text>}
        </Stack>
        {admin && (
          <Group gap="xs">
            {p.status === 'active' && <Button color="orange" onClick={() => setAsking('suspend')}>{t('providers.suspend')}</Button>}
            {p.status === 'suspended' && <Button onClick={() => setAsking('reactivate')}>{t('providers.reactivate')}</Button>}
            {p.status !== 'deleted' && <Button color="red" variant="outline" onClick={() => setAsking('terminate')}>{t('providers.terminate')}</Button>}
            {!p.passwordSet && p.status === 'active' && (
              <Button variant="default" loading={reinvite.isPending} onClick={() => reinvite.mutate(undefined, { onSuccess: ({ message }) => toastSuccess(message), onError: toastError })}>
                {t('providers.reinvite')}
              </Button>
            )}
          </Group>
        )}
      </Group>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder component="section" aria-labelledby="badges">
          <Title order={2} fz="h4" id="badges" mb="xs">{t('providers.badges')}</Title>
          <Stack gap="xs">
            {(['isGoldenTechnician', 'isCertified', 'isFeatured'] as const).map((flag) => (
              <Switch
                key={flag}
                label={t(`providers.${flag}`)}
                checked={p[flag]}
                disabled={!admin || flags.isPending}
                onChange={(e) => flags.mutate({ [flag]: e.currentTarget.checked }, { onSuccess: ({ message }) => toastSuccess(message), onError: toastError })}
              />
            ))}
          </Stack>
        </Card>
        <Card withBorder component="section" aria-labelledby="trades">
          <Title order={2} fz="h4" id="trades" mb="xs">{t('providers.trades')}</Title>
          <Text size="sm">{p.subCategories.map((s) => pickLang(s.name, lang)).join('، ') || t('none')}</Text>
          <Text size="sm" mt="xs">{t('providers.areas')}: {p.areas.map((a) => `${a.city}, ${a.country}`).join(' · ') || t('none')}</Text>
          <Text size="sm" mt="xs">{t('providers.rates', { daily: p.dailyRate, visit: p.minimumRatePerVisit })}</Text>
          <Text size="sm" mt="xs" c="dimmed">{pickLang(p.expertise, lang)}</Text>
          {admin && (
            <Group gap="xs" mt="sm">
              <Button size="xs" variant="light" onClick={() => setEditing('profile')}>{t('providers.edit.profile')}</Button>
              <Button size="xs" variant="light" onClick={() => setEditing('trades')}>{t('providers.edit.trades')}</Button>
              <Button size="xs" variant="light" onClick={() => setEditing('areas')}>{t('providers.edit.areas')}</Button>
            </Group>
          )}
          {/* Issue 19.4: set by the provider in its app; customers see it at payment. */}
          <Text size="sm" mt="xs">
            {t('providers.cliqAlias')}: {p.cliqAlias ? <span dir="ltr">{p.cliqAlias}</span> : t('none')}
          </Text>
        </Card>
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <DocumentsSection p={p} admin={admin} />
        <AlbumsSection p={p} admin={admin} />
      </SimpleGrid>

      <Card withBorder component="section" aria-labelledby="open-work">
        <Title order={2} fz="h4" id="open-work" mb="xs">{t('providers.openWork')}</Title>
        {p.openOrders.length === 0 ? (
          <Text c="dimmed" size="sm">{t('providers.noOpenWork')}</Text>
        ) : (
          <List>
            {p.openOrders.map((o) => (
              <List.Item key={o.id}>
                <Anchor href={`/ops/orders/${o.id}`}>#{o.orderNo}</Anchor> · {t(`orders:status.${o.status}`, { defaultValue: o.status })}
              </List.Item>
            ))}
          </List>
        )}
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder component="section" aria-labelledby="cancellations">
          <Title order={2} fz="h4" id="cancellations" mb="xs">{t('providers.cancellations')}</Title>
          {p.cancellations.perMonth.length === 0 ? (
            <Text c="dimmed" size="sm">{t('providers.noCancellations')}</Text>
          ) : (
            <List>{p.cancellations.perMonth.map((m) => <List.Item key={m.month}>{t('perMonth', { month: m.month, count: m.count })}</List.Item>)}</List>
          )}
          <Text size="sm" c="dimmed" mt="xs">{t('providers.finesElsewhere')}</Text>
        </Card>
        <Card withBorder component="section" aria-labelledby="reviews">
          <Title order={2} fz="h4" id="reviews" mb="xs">{t('providers.reviews', { rating: p.rating.toFixed(1), count: p.ratingCount })}</Title>
          {p.reviews.length === 0 ? (
            <Text c="dimmed" size="sm">{t('providers.noReviews')}</Text>
          ) : (
            <List>{p.reviews.slice(0, 10).map((r) => <List.Item key={r.id}>{r.rating} · {r.customerName}: {r.comment} ({when(r.createdAt)})</List.Item>)}</List>
          )}
        </Card>
      </SimpleGrid>

      {editing === 'profile' && <EditProfile p={p} onClose={() => setEditing(null)} />}
      {editing === 'trades' && <EditTrades p={p} onClose={() => setEditing(null)} />}
      {editing === 'areas' && <EditAreas p={p} onClose={() => setEditing(null)} />}
      {asking && (
        <ReasonDialog
          opened
          title={t(`providers.${asking}Title`, { name: pickLang(p.name, lang) })}
          confirmLabel={t(`providers.${asking}`)}
          confirmColor={asking === 'reactivate' ? 'blue' : 'red'}
          busy={action.isPending}
          onClose={() => setAsking(null)}
          onConfirm={(reason) => run(asking, reason)}
        >
          <Text size="sm">{t(`providers.${asking}Effect`, { count: p.openOrders.length })}</Text>
        </ReasonDialog>
      )}
    </Stack>
  );
}
