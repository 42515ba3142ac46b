import { Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconReplace } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { categoryLabel, useCategories } from '../../../api/reference/categories.ts';

type Props = {
  categoryId: number | null;
  subCategoryId: number | null;
  onChange: (next: { categoryId: number | null; subCategoryId: number | null }) => void;
  categoryError?: string;
  subCategoryError?: string;
  disabled?: boolean;
};

/**
 * A card's profession (spec §2.9): a category, then one of its sub-categories. Once both are chosen they
 * show as a summary with a replace button that opens the choice again.
 */
export function ServiceChoice({ categoryId, subCategoryId, onChange, categoryError, subCategoryError, disabled }: Props) {
  const { t } = useTranslation('rfps');
  const categories = useCategories();
  const list = categories.data ?? [];
  const category = list.find((c) => c.id === categoryId);
  const sub = category?.subcategory?.find((s) => s.id === subCategoryId);

  if (category && sub)
    return (
      <Paper withBorder radius="md" p="sm" bg="var(--mantine-primary-color-light)">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} truncate>
              {categoryLabel(sub)}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {categoryLabel(category)}
            </Text>
          </Stack>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconReplace size={16} />}
            onClick={() => onChange({ categoryId, subCategoryId: null })}
            disabled={disabled}
          >
            {t('create.task.replace')}
          </Button>
        </Group>
      </Paper>
    );

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        label={t('create.task.category')}
        placeholder={t('create.task.categoryPlaceholder')}
        data={list.map((c) => ({ value: String(c.id), label: categoryLabel(c) }))}
        value={categoryId ? String(categoryId) : null}
        onChange={(v) => onChange({ categoryId: v ? Number(v) : null, subCategoryId: null })}
        searchable
        nothingFoundMessage={t('noOptions')}
        error={categoryError}
        disabled={disabled || categories.isPending}
        withAsterisk
        comboboxProps={{ zIndex: 250 }}
      />
      <Select
        label={t('create.task.subCategory')}
        placeholder={t('create.task.subCategoryPlaceholder')}
        data={(category?.subcategory ?? []).map((s) => ({ value: String(s.id), label: categoryLabel(s) }))}
        value={subCategoryId ? String(subCategoryId) : null}
        onChange={(v) => onChange({ categoryId, subCategoryId: v ? Number(v) : null })}
        searchable
        nothingFoundMessage={t('noOptions')}
        error={subCategoryError}
        disabled={disabled || !category}
        withAsterisk
        comboboxProps={{ zIndex: 250 }}
      />
    </SimpleGrid>
  );
}
