import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, Button, Group, Select, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATIC_PAGE_KEYS, type StaticPageKey } from '@portal/contract/catalogue';
import { LANGS, type Lang } from '@portal/contract/lang';
import { ApiError } from '@portal/web-kit/api-client';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { useSaveStaticPage, useStaticPage } from '../api/static-pages.ts';
import { ReadOnlyNote, useCanEditContent } from './read-only-note.tsx';

// Tiptap and its styles load with this screen only, after the page's frame is shown.
const PageEditor = lazy(() => import('./page-editor.tsx'));

function PageInLanguage({ page, lang, canEdit }: { page: StaticPageKey; lang: Lang; canEdit: boolean }) {
  const { t } = useTranslation('content');
  const stored = useStaticPage(page, lang);
  const save = useSaveStaticPage();
  const missing = stored.error instanceof ApiError && stored.error.status === 404;
  const saved = stored.data?.html ?? '';
  const [html, setHtml] = useState(saved);
  useEffect(() => setHtml(saved), [saved]);
  const labelId = `page-${page}-${lang}`;
  if (stored.isPending) return <Skeleton h={320} aria-label={t('loading')} />;
  if (stored.isError && !missing) return <Alert color="red" title={t('loadFailed')} />;
  return (
    <Stack gap="sm">
      <Text id={labelId} size="sm" fw={500}>
        {t('pageText', { page: t(`pages.${page}`), lang: t(`langs.${lang}`) })}
      </Text>
      {missing && <Alert color="gray">{t('pageMissing')}</Alert>}
      <Suspense fallback={<Skeleton h={320} aria-label={t('loading')} />}>
        <PageEditor html={html} lang={lang} onChange={setHtml} editable={canEdit} labelId={labelId} />
      </Suspense>
      {canEdit && (
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {t('pageCleaned')}
          </Text>
          <Button
            loading={save.isPending}
            disabled={html === saved}
            onClick={() => save.mutate({ page, lang, html }, { onSuccess: (r) => toastSuccess(r.message), onError: toastError })}
          >
            {t('savePage', { lang: t(`langs.${lang}`) })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** The terms and conditions, privacy policy and usage policy in each language, as the portal shows them. */
export function StaticPagesPage() {
  const { t, i18n } = useTranslation('content');
  const canEdit = useCanEditContent();
  const [page, setPage] = useState<StaticPageKey>('terms');
  const [lang, setLang] = useState<string | null>((LANGS as readonly string[]).includes(i18n.language) ? i18n.language : 'ar');
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('pagesTitle')}
      </Title>
      {!canEdit && <ReadOnlyNote />}
      <Select
        label={t('page')}
        data={STATIC_PAGE_KEYS.map((k) => ({ value: k, label: t(`pages.${k}`) }))}
        value={page}
        onChange={(v) => v && setPage(v as StaticPageKey)}
        allowDeselect={false}
        maw={320}
      />
      <Tabs value={lang} onChange={setLang} keepMounted={false}>
        <Tabs.List>
          {LANGS.map((l) => (
            <Tabs.Tab key={l} value={l}>
              {t(`langs.${l}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {LANGS.map((l) => (
          <Tabs.Panel key={l} value={l} pt="md">
            <PageInLanguage key={`${page}-${l}`} page={page} lang={l} canEdit={canEdit} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
