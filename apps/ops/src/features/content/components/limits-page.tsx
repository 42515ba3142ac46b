import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VALIDATION_DATA_KEYS, type ValidationDataKey } from '@portal/contract/limits';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { useOpsSession } from '../../../lib/session.ts';
import { useLimits, useSaveLimit } from '../api/limits.ts';

function LimitRow({ name, stored, canEdit }: { name: ValidationDataKey; stored: string; canEdit: boolean }) {
  const { t } = useTranslation('content');
  const save = useSaveLimit();
  const [value, setValue] = useState<number | string>(Number(stored));
  const changed = String(value) !== stored;
  const inputId = `limit-${name}`;
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={400}>
        {canEdit ? <label htmlFor={inputId}>{t(`limits.${name}`)}</label> : t(`limits.${name}`)}
      </Table.Th>
      <Table.Td>
        {canEdit ? (
          <Group gap="xs" wrap="nowrap">
            <NumberInput id={inputId} value={value} onChange={setValue} min={0} max={999_999_999} allowDecimal={false} w={160} />
            <Button
              size="xs"
              disabled={!changed}
              loading={save.isPending}
              onClick={() => save.mutate({ key: name, value: Number(value) }, { onSuccess: (r) => toastSuccess(r.message), onError: toastError })}
              aria-label={t('saveLimit', { name: t(`limits.${name}`) })}
            >
              {t('saveShort')}
            </Button>
          </Group>
        ) : (
          <Text size="sm">{stored}</Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** The limits every client reads (validation-data): sizes, counts, the cancellation fee; admins change them. */
export function LimitsPage() {
  const { t } = useTranslation('content');
  const session = useOpsSession();
  const canEdit = session?.user.role === 'admin';
  const limits = useLimits();
  const stored = new Map((limits.data ?? []).map((l) => [l.key, l.value]));
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('limitsTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('limitsHint')}
      </Text>
      {!canEdit && <Alert color="blue">{t('readOnly')}</Alert>}
      {limits.isPending && <Skeleton h={240} aria-label={t('loading')} />}
      {limits.isError && <Alert color="red" title={t('loadFailed')} />}
      {limits.data && (
        <Table withTableBorder striped maw={640}>
          <Table.Tbody>
            {VALIDATION_DATA_KEYS.map((k) => (
              <LimitRow key={`${k}:${stored.get(k) ?? ''}`} name={k} stored={stored.get(k) ?? ''} canEdit={canEdit} />
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
