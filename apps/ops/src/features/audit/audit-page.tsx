import { useState, type FormEvent } from 'react';
import { Accordion, Alert, Anchor, Badge, Button, Code, Group, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OperatorAuditEntry } from '@portal/contract/operator';
import { endOfAmmanDayUnix, startOfAmmanDayUnix } from '@portal/web-kit/amman-time';
import { when } from '../../components/format.ts';
import { dayOf, useUrlFilters } from '../../components/url-filters.ts';
import { useOpsSession } from '../../lib/session.ts';
import { AUDIT_FILTER_KEYS, useAuditLog, type AuditFilters } from './audit-api.ts';

function FilterForm({ filters, onApply }: { filters: AuditFilters; onApply: (f: AuditFilters) => void }) {
  const { t } = useTranslation('audit');
  const [action, setAction] = useState(filters.action ?? '');
  const [entity, setEntity] = useState(filters.entity ?? '');
  const [entityId, setEntityId] = useState(filters.entityId ?? '');
  const [from, setFrom] = useState(dayOf(filters.from));
  const [to, setTo] = useState(filters.to ? dayOf(String(Number(filters.to) - 1)) : '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply({
      // The operator filter comes from an entry's link; the form keeps it.
      operatorId: filters.operatorId,
      action: action.trim(),
      entity: entity.trim(),
      entityId: entityId.trim(),
      from: from ? String(startOfAmmanDayUnix(from)) : '',
      to: to ? String(endOfAmmanDayUnix(to) + 1) : '',
    });
  };
  return (
    <form onSubmit={submit} role="search" aria-label={t('filters')}>
      <Stack gap="sm">
        <Group grow align="start" wrap="wrap">
          <TextInput
            label={t('action')}
            description={t('actionHint')}
            value={action}
            onChange={(e) => setAction(e.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            maxLength={120}
            miw={200}
          />
          <TextInput label={t('entity')} value={entity} onChange={(e) => setEntity(e.currentTarget.value)} maxLength={40} miw={150} dir="ltr" />
          <TextInput label={t('entityId')} value={entityId} onChange={(e) => setEntityId(e.currentTarget.value)} maxLength={80} miw={120} dir="ltr" />
          <TextInput type="date" label={t('from')} value={from} onChange={(e) => setFrom(e.currentTarget.value)} miw={150} />
          <TextInput type="date" label={t('to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} miw={150} />
        </Group>
        <Group gap="sm">
          <Button type="submit">{t('apply')}</Button>
          <Button variant="default" onClick={() => onApply({})}>
            {t('clear')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A record as stored (JSON), readable left to right in any page direction. */
function Json({ label, value }: { label: string; value: unknown }) {
  const { t } = useTranslation('audit');
  return (
    <Stack gap={4} style={{ minWidth: 0 }}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {value === null || value === undefined ? (
        <Text size="sm" c="dimmed">
          {t('none')}
        </Text>
      ) : (
        <Code block dir="ltr" style={{ maxHeight: 320, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {JSON.stringify(value, null, 2)}
        </Code>
      )}
    </Stack>
  );
}

function Entry({ e, onNarrow }: { e: OperatorAuditEntry; onNarrow: (f: AuditFilters) => void }) {
  const { t } = useTranslation('audit');
  const ok = e.status < 400;
  return (
    <Accordion.Item value={String(e.id)}>
      <Accordion.Control aria-label={`${when(e.createdAt)} · ${e.operator.email} · ${e.action}`}>
        <Group gap="sm" wrap="wrap" justify="space-between">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} dir="ltr" style={{ wordBreak: 'break-all', textAlign: 'start' }}>
              {e.action}
            </Text>
            <Text size="xs" c="dimmed">
              <bdi>{when(e.createdAt)}</bdi> · <bdi dir="ltr">{e.operator.email}</bdi> ·{' '}
              <bdi dir="ltr">
                {e.entity}
                {e.entityId ? ` #${e.entityId}` : ''}
              </bdi>
            </Text>
          </Stack>
          <Badge color={ok ? 'teal' : 'red'} variant="light">
            {t('status', { status: e.status })}
          </Badge>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          <Group gap="md" wrap="wrap">
            <Anchor component="button" type="button" size="sm" onClick={() => onNarrow({ operatorId: String(e.operator.id) })}>
              {t('onlyOperator')}
            </Anchor>
            <Anchor component="button" type="button" size="sm" onClick={() => onNarrow({ entity: e.entity, entityId: e.entityId ?? '' })}>
              {t('onlyEntity')}
            </Anchor>
          </Group>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <Json label={t('before')} value={e.before} />
            <Json label={t('after')} value={e.after} />
            <Json label={t('request')} value={e.request} />
          </SimpleGrid>
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

/** The audit log (issue 17 point 1): every operator action, newest first, filtered; read only, for admins. */
export function AuditPage() {
  const { t } = useTranslation('audit');
  const session = useOpsSession();
  const admin = session?.user.role === 'admin';
  const [filters, setFilters] = useUrlFilters(AUDIT_FILTER_KEYS);
  const log = useAuditLog(filters, admin);
  const rows = log.data?.pages.flatMap((p) => p.list) ?? [];
  if (!admin) {
    return (
      <Stack gap="md">
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Alert color="gray" title={t('adminsOnly')} />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('intro')}
      </Text>
      {/* The key resets the form when a link (an entry's narrowing, the back button) changes the filters. */}
      <FilterForm key={JSON.stringify(filters)} filters={filters} onApply={setFilters} />
      {log.isPending && <Skeleton h={240} aria-label={t('loading')} />}
      {log.isError && <Alert color="red" title={t('loadFailed')} />}
      {log.data && rows.length === 0 && (
        <Alert color="gray" title={t('emptyTitle')}>
          {t('emptyBody')}
        </Alert>
      )}
      {rows.length > 0 && (
        <Accordion variant="separated" chevronPosition="left">
          {rows.map((e) => (
            <Entry key={e.id} e={e} onNarrow={(f) => setFilters(f)} />
          ))}
        </Accordion>
      )}
      {log.hasNextPage && (
        <Group justify="center">
          <Button variant="default" onClick={() => void log.fetchNextPage()} loading={log.isFetchingNextPage}>
            {t('more')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
