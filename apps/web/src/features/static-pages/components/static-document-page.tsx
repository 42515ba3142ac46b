import { useMemo } from 'react';
import { Container, Paper, Skeleton, Stack, Text, Title, Typography } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useStaticPage, type StaticPageKind } from '../api/get-static-page.ts';
import { cleanDocument } from './sanitize-html.ts';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';

/** Terms of use or privacy policy: server HTML in the user's language, cleaned, with loading and error states. */
export function StaticDocumentPage({ kind }: { kind: StaticPageKind }) {
  const { t } = useTranslation(['static', 'common']);
  const title = t(`${kind}.title`);
  useDocumentTitle(`${title} · ${t('common:brand')}`);
  const page = useStaticPage(kind);
  const doc = useMemo(() => (page.data ? cleanDocument(page.data.value) : null), [page.data]);
  const html = doc?.html ?? '';

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      {page.isPending ? (
        <Skeleton h={36} w={260} mb="lg" />
      ) : (
        <Title order={1} fz={{ base: 26, sm: 34 }} mb="lg">
          {doc?.heading ?? title}
        </Title>
      )}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {page.isPending ? (
          <Stack gap="sm" aria-busy="true" aria-label={t('common:loading')}>
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} h={12} w={i % 3 === 2 ? '80%' : '100%'} />
            ))}
            <Skeleton h={22} w="45%" mt="md" />
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} h={12} w={i === 4 ? '70%' : '100%'} />
            ))}
          </Stack>
        ) : page.isError ? (
          <LoadErrorAlert title={t('document.loadError')} query={page} />
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
