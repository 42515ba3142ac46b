import { useMemo } from 'react';
import { Alert, Button, Container, Paper, Skeleton, Stack, Text, Title, Typography } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/toast.ts';
import { useUsagePolicies } from '../api/get-usage-policies.ts';
import { cleanDocument } from './sanitize-html.ts';

/**
 * Usage policies (spec §2.12): server HTML, cleaned like the terms page. It is a signed-in page in the
 * portal frame, so it lays itself out rather than reuse the bare-layout document page.
 */
export default function UsagePoliciesPage() {
  const { t } = useTranslation(['static', 'common']);
  const title = t('usage.title');
  useDocumentTitle(`${title} · ${t('common:brand')}`);
  const page = useUsagePolicies();
  const doc = useMemo(() => (page.data ? cleanDocument(page.data.value) : null), [page.data]);
  const html = doc?.html ?? '';

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} fz={{ base: 26, sm: 34 }} mb="lg">
        {doc?.heading ?? title}
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {page.isPending ? (
          <Stack gap="sm" aria-busy="true" aria-label={t('common:loading')}>
            {Array.from({ length: 10 }, (_, i) => (
              <Skeleton key={i} h={12} w={i % 4 === 3 ? '60%' : '100%'} />
            ))}
          </Stack>
        ) : page.isError ? (
          <Alert color="red" icon={<IconAlertTriangle />} title={t('document.loadError')}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{errorText(page.error)}</Text>
              <Button size="xs" variant="white" color="red" onClick={() => void page.refetch()} loading={page.isFetching}>
                {t('common:retry')}
              </Button>
            </Stack>
          </Alert>
        ) : html.trim() ? (
          <Typography>
            <div dangerouslySetInnerHTML={{ __html: html }} />
          </Typography>
        ) : (
          <Text c="dimmed">{t('document.empty')}</Text>
        )}
      </Paper>
    </Container>
  );
}
