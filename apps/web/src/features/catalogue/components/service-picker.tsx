import { Fragment, useState } from 'react';
import { Box, Container, Grid, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { IconHandClick } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { NoProviderDialog } from '../../../components/no-provider-dialog/no-provider-dialog.tsx';
import { toastError } from '@portal/web-kit/toast';
import { useCheckAvailability } from '../api/check-availability.ts';
import { categoryLabel, useCategories, type Category, type SubCategory } from '../../../api/reference/categories.ts';
import { CategoryCard } from './category-card.tsx';
import { detailsHref, PICKER_MODES, type PickerMode } from './picker-mode.ts';
import { SubCategoryList } from './sub-category-list.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';

const panelId = (id: number) => `subcategories-${id}`;

/**
 * The Express and Direct Award pickers (spec §2.6). The open category is kept in the address so the
 * back button returns to it. On phones its sub-categories open right under it; from 62em they sit in
 * a side panel. A sub-category is only followed once a provider is known to be available.
 */
export function ServicePicker({ mode }: { mode: PickerMode }) {
  const { t } = useTranslation(['catalogue', 'common']);
  const info = PICKER_MODES[mode];
  const title = t(`catalogue:${info.titleKey}.title`);
  useDocumentTitle(`${title} · ${t('common:brand')}`);
  const desktop = useMediaQuery('(min-width: 62em)', window.matchMedia('(min-width: 62em)').matches);
  const tablet = useMediaQuery('(min-width: 48em)');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const categories = useCategories();
  const availability = useCheckAvailability();
  const [checking, setChecking] = useState<number | null>(null);
  const [noProvider, setNoProvider] = useState<SubCategory | null>(null);

  const openId = Number(params.get('category')) || null;
  const open = categories.data?.find((c) => c.id === openId) ?? null;

  const toggle = (c: Category) => {
    const next = new URLSearchParams(params);
    if (openId === c.id) next.delete('category');
    else next.set('category', String(c.id));
    setParams(next, { replace: true });
  };

  const pick = (s: SubCategory) => {
    setChecking(s.id);
    availability.mutate(
      { subCategoryId: s.id, type: info.availability },
      {
        onSuccess: (count) => {
          if (count === 0) setNoProvider(s);
          else void navigate(detailsHref(mode, s.categoryId || open!.id, s.id));
        },
        onError: toastError,
        onSettled: () => setChecking(null),
      },
    );
  };

  const list = (c: Category, columns: number) => <SubCategoryList items={c.subcategory ?? []} checking={checking} onPick={pick} columns={columns} />;

  let body;
  if (categories.isPending) {
    body = (
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md" aria-busy="true" aria-label={t('common:loading')}>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} h={140} radius="lg" />
        ))}
      </SimpleGrid>
    );
  } else if (categories.isError) {
    body = (
      <LoadErrorAlert title={t('catalogue:loadError')} query={categories} />
    );
  } else if (!categories.data.length) {
    body = (
      <Text c="dimmed" ta="center" py="xl">
        {t('catalogue:noCategories')}
      </Text>
    );
  } else {
    const cards = categories.data.map((c) => (
      <CategoryCard
        key={c.id}
        name={categoryLabel(c)}
        icon={c.icon}
        selected={c.id === openId}
        onSelect={() => toggle(c)}
        controls={panelId(c.id)}
        count={t('catalogue:subCategoryCount', { count: c.subcategory?.length ?? 0 })}
      />
    ));
    body = desktop ? (
      <Grid gutter="lg">
        <Grid.Col span={8}>
          <SimpleGrid cols={3} spacing="md">
            {cards}
          </SimpleGrid>
        </Grid.Col>
        <Grid.Col span={4}>
          <Paper
            withBorder
            radius="lg"
            p="md"
            pos="sticky"
            top={80}
            id={open ? panelId(open.id) : undefined}
            aria-live="polite"
            component="aside"
            aria-label={open ? categoryLabel(open) : t('catalogue:subCategories')}
          >
            {open ? (
              <Stack gap="sm">
                <Title order={2} fz="lg">
                  {categoryLabel(open)}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('catalogue:chooseSubCategory')}
                </Text>
                {list(open, 1)}
              </Stack>
            ) : (
              <Stack align="center" gap="xs" py="xl" ta="center">
                <IconHandClick size={36} color="var(--mantine-color-gray-5)" aria-hidden />
                <Text c="dimmed" size="sm">
                  {t('catalogue:chooseCategoryFirst')}
                </Text>
              </Stack>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    ) : (
      // A full-row panel right after the open card; dense packing lets the next card fill the gap beside it.
      <Box style={{ display: 'grid', gridTemplateColumns: `repeat(${tablet ? 3 : 2}, minmax(0, 1fr))`, gap: 12, gridAutoFlow: 'row dense' }}>
        {categories.data.map((c, i) => (
          <Fragment key={c.id}>
            {cards[i]}
            {c.id === openId && (
              <Paper
                id={panelId(c.id)}
                withBorder
                radius="lg"
                p="sm"
                bg="gray.0"
                style={{ gridColumn: '1 / -1' }}
                role="region"
                aria-label={categoryLabel(c)}
              >
                {list(c, 1)}
              </Paper>
            )}
          </Fragment>
        ))}
      </Box>
    );
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {title}
          </Title>
          <Text c="dimmed">{t(`catalogue:${info.titleKey}.intro`)}</Text>
        </Stack>
        {body}
      </Stack>
      <NoProviderDialog opened={noProvider !== null} onClose={() => setNoProvider(null)} subCategoryName={noProvider ? categoryLabel(noProvider) : undefined} />
    </Container>
  );
}
