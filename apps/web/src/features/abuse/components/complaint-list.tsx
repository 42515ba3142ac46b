import { Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { inAmman } from '@portal/web-kit/amman-time';
import { useTranslation } from 'react-i18next';
import { errorText } from '@portal/web-kit/toast';
import { complaintReference, type Complaint } from '../api/complaint-types.ts';
import { useComplaints } from '../api/get-complaints.ts';

const when = (v: Complaint['createdAt']) => inAmman(v).format('DD-MM-YYYY');

/** My earlier reports, with their reference, status and what they were about. */
export function ComplaintList() {
  const { t } = useTranslation('abuse');
  const q = useComplaints();

  return (
    <Stack gap="sm" component="section" aria-labelledby="my-reports-title">
      <Title id="my-reports-title" order={2} fz="lg">
        {t('list.title')}
      </Title>
      {q.isPending ? (
        [0, 1].map((i) => <Skeleton key={i} h={96} radius="lg" />)
      ) : q.isError ? (
        <Text c="red" size="sm">
          {errorText(q.error)}
        </Text>
      ) : !q.data.length ? (
        <Text c="dimmed" size="sm">
          {t('list.empty')}
        </Text>
      ) : (
        q.data.map((c) => {
          const provider = c.providerName;
          return (
            <Card key={c.id} withBorder radius="lg" padding="md">
              <Stack gap={6}>
                <Group justify="space-between" gap="xs">
                  <Group gap="xs">
                    <Text fw={700} size="sm" dir="ltr">
                      {complaintReference(c)}
                    </Text>
                    <Badge variant="light" color={c.status === 'closed' ? 'gray' : 'orange'} tt="none">
                      {t(`status.${c.status === 'closed' ? 'closed' : 'open'}`)}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed" dir="ltr">
                    {when(c.createdAt)}
                  </Text>
                </Group>
                <Text size="sm" fw={500}>
                  {t(`subjects.${c.subject}`)}
                  {provider ? ` · ${provider}` : ''} · {t(`reasons.${c.reason}`, { defaultValue: c.reason })}
                </Text>
                <Text size="sm" c="dimmed" lineClamp={3} dir="auto" style={{ whiteSpace: 'pre-line' }}>
                  {c.description}
                </Text>
              </Stack>
            </Card>
          );
        })
      )}
    </Stack>
  );
}
