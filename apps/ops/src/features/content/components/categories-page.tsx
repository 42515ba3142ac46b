import { ConfirmDelete } from '../../../components/confirm-delete.tsx';
import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Card, Group, Image, Skeleton, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pickLang, type Lang } from '@portal/contract/lang';
import type { CategoryCreate } from '@portal/contract/operator';
import { FormModal } from '@portal/ui/form-modal';
import { ApiError } from '@portal/web-kit/api-client';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import {
  useAddCategory,
  useAddSubCategory,
  useDeleteCategory,
  useDeleteSubCategory,
  useOperatorCategories,
  useOrderCategories,
  useOrderSubCategories,
  useUpdateCategory,
  useUpdateSubCategory,
  type OperatorCategory,
  type OperatorSubCategory,
} from '../api/categories.ts';
import { ContentImageField } from './content-image-field.tsx';
import { moved, OrderButtons } from './order-buttons.tsx';
import { ReadOnlyNote, useCanEditContent } from './read-only-note.tsx';
import { emptyTexts, TrilingualInputs, type Texts } from './trilingual-inputs.tsx';

type Item = Pick<OperatorSubCategory, 'id' | 'en' | 'ar' | 'fr' | 'icon' | 'iconUrl' | 'hidden'>;
type Editing = { level: 'category' | 'sub'; item: Item | null; categoryId?: number };

const langErrors = (errors: Record<string, string>): Partial<Record<Lang, string>> => ({ en: errors.en, ar: errors.ar, fr: errors.fr });

/** A category or a sub-category: names in three languages, an icon cropped square, and whether the portal offers it. */
function ItemForm({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useTranslation('content');
  const addCategory = useAddCategory();
  const addSub = useAddSubCategory();
  const updateCategory = useUpdateCategory();
  const updateSub = useUpdateSubCategory();
  const { item, level } = editing;
  const [names, setNames] = useState<Texts>(item ? { en: item.en, ar: item.ar, fr: item.fr } : emptyTexts());
  const [icon, setIcon] = useState(item?.icon ?? '');
  const [preview, setPreview] = useState(item?.iconUrl ?? '');
  const [hidden, setHidden] = useState(item?.hidden ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busy = addCategory.isPending || addSub.isPending || updateCategory.isPending || updateSub.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body: CategoryCreate = { ...names, ...(icon && icon !== item?.icon ? { icon } : {}), hidden };
    const done = {
      onSuccess: (r: { message: string }) => {
        toastSuccess(r.message);
        onClose();
      },
      onError: (err: Error) => {
        if (err instanceof ApiError) setErrors(Object.fromEntries(Object.entries(err.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])));
        toastError(err);
      },
    };
    if (item && level === 'category') updateCategory.mutate({ id: item.id, change: body }, done);
    else if (item) updateSub.mutate({ id: item.id, change: body }, done);
    else if (level === 'category') addCategory.mutate(body, done);
    else addSub.mutate({ categoryId: editing.categoryId!, body }, done);
  };

  const title = item
    ? t(level === 'category' ? 'editCategory' : 'editSubCategory')
    : t(level === 'category' ? 'addCategory' : 'addSubCategory');
  return (
    <FormModal opened onClose={busy ? () => {} : onClose} title={title} size="xl">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <TrilingualInputs label={t('name')} value={names} onChange={setNames} errors={langErrors(errors)} maxLength={100} />
          <ContentImageField
            purpose="icon"
            value={icon}
            previewUrl={preview}
            label={t('icon')}
            onChange={(url) => {
              setIcon(url);
              setPreview(url);
            }}
            error={errors.icon}
          />
          <Switch
            label={t('hiddenLabel')}
            description={t('hiddenHint')}
            checked={hidden}
            onChange={(e) => setHidden(e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {item ? t('saveChanges') : t('add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}

function DeleteItem({ level, item, onClose }: { level: 'category' | 'sub'; item: Item; onClose: () => void }) {
  const { t, i18n } = useTranslation('content');
  const delCategory = useDeleteCategory();
  const delSub = useDeleteSubCategory();
  const name = pickLang(item, i18n.language as Lang);
  return (
    <ConfirmDelete
      target={item.id}
      remove={level === 'category' ? delCategory : delSub}
      onClose={onClose}
      title={t(level === 'category' ? 'deleteCategoryTitle' : 'deleteSubCategoryTitle', { name })}
      what={t(level === 'category' ? 'deleteCategoryWhat' : 'deleteSubCategoryWhat')}
      confirmLabel={t('delete')}
      closeOnError
    />
  );
}

function ItemName({ item, lang }: { item: Item; lang: Lang }) {
  const { t } = useTranslation('content');
  return (
    <Group gap="sm" wrap="nowrap">
      <Image src={item.iconUrl} alt="" w={28} h={28} fit="contain" />
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {pickLang(item, lang)}
        </Text>
        <Text size="xs" c="dimmed">
          {(['ar', 'en', 'fr'] as const)
            .filter((l) => l !== lang)
            .map((l) => item[l])
            .join(' · ')}
        </Text>
      </Stack>
      {item.hidden && (
        <Badge variant="outline" color="gray" tt="none">
          {t('hiddenBadge')}
        </Badge>
      )}
    </Group>
  );
}

function CategoryCard({
  category,
  index,
  count,
  canEdit,
  onMove,
  moving,
  edit,
  remove,
}: {
  category: OperatorCategory;
  index: number;
  count: number;
  canEdit: boolean;
  onMove: (by: -1 | 1) => void;
  moving: boolean;
  edit: (e: Editing) => void;
  remove: (level: 'category' | 'sub', item: Item) => void;
}) {
  const { t, i18n } = useTranslation('content');
  const lang = i18n.language as Lang;
  const order = useOrderSubCategories();
  const subs = category.subCategories;
  const name = pickLang(category, lang);
  const moveSub = (i: number, by: -1 | 1) =>
    order.mutate(
      {
        categoryId: category.id,
        ids: moved(
          subs.map((s) => s.id),
          i,
          by,
        ),
      },
      { onSuccess: (r) => toastSuccess(r.message), onError: toastError },
    );
  return (
    <Card withBorder radius="md" component="section" aria-label={name}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <ItemName item={category} lang={lang} />
        {canEdit && (
          <Group gap="xs">
            <OrderButtons name={name} index={index} count={count} busy={moving} onMove={onMove} />
            <Button
              size="xs"
              variant="light"
              onClick={() => edit({ level: 'category', item: category })}
              aria-label={t('editNamed', { name })}
            >
              {t('edit')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => remove('category', category)}
              aria-label={t('deleteNamed', { name })}
            >
              {t('delete')}
            </Button>
          </Group>
        )}
      </Group>
      {subs.length === 0 ? (
        <Text size="sm" c="dimmed" mt="sm">
          {t('noSubCategories')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520} mt="sm">
          <Table verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('subCategory')}</Table.Th>
                <Table.Th>{t('providers')}</Table.Th>
                {canEdit && <Table.Th>{t('actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {subs.map((s, i) => {
                const subName = pickLang(s, lang);
                return (
                  <Table.Tr key={s.id}>
                    <Table.Td>
                      <ItemName item={s} lang={lang} />
                    </Table.Td>
                    <Table.Td>{s.providerCount}</Table.Td>
                    {canEdit && (
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <OrderButtons
                            name={subName}
                            index={i}
                            count={subs.length}
                            busy={order.isPending}
                            onMove={(by) => moveSub(i, by)}
                          />
                          <Button
                            size="xs"
                            variant="subtle"
                            onClick={() => edit({ level: 'sub', item: s })}
                            aria-label={t('editNamed', { name: subName })}
                          >
                            {t('edit')}
                          </Button>
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            onClick={() => remove('sub', s)}
                            aria-label={t('deleteNamed', { name: subName })}
                          >
                            {t('delete')}
                          </Button>
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {canEdit && (
        <Group mt="sm">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => edit({ level: 'sub', item: null, categoryId: category.id })}
            aria-label={t('addSubCategoryTo', { name })}
          >
            {t('addSubCategory')}
          </Button>
        </Group>
      )}
    </Card>
  );
}

/** Categories and their sub-categories as the portal offers them: names, icons, order, hidden or shown. */
export function CategoriesPage() {
  const { t } = useTranslation('content');
  const canEdit = useCanEditContent();
  const categories = useOperatorCategories();
  const order = useOrderCategories();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<{ level: 'category' | 'sub'; item: Item } | null>(null);
  const list = categories.data ?? [];
  const move = (i: number, by: -1 | 1) =>
    order.mutate(
      moved(
        list.map((c) => c.id),
        i,
        by,
      ),
      { onSuccess: (r) => toastSuccess(r.message), onError: toastError },
    );
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz="h2">
          {t('categoriesTitle')}
        </Title>
        {canEdit && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ level: 'category', item: null })}>
            {t('addCategory')}
          </Button>
        )}
      </Group>
      <Text c="dimmed" size="sm">
        {t('categoriesHint')}
      </Text>
      {!canEdit && <ReadOnlyNote />}
      {categories.isPending && <Skeleton h={240} aria-label={t('loading')} />}
      {categories.isError && <Alert color="red" title={t('loadFailed')} />}
      {categories.data?.length === 0 && <Alert color="gray">{t('noCategories')}</Alert>}
      {list.map((c, i) => (
        <CategoryCard
          key={c.id}
          category={c}
          index={i}
          count={list.length}
          canEdit={canEdit}
          moving={order.isPending}
          onMove={(by) => move(i, by)}
          edit={setEditing}
          remove={(level, item) => setRemoving({ level, item })}
        />
      ))}
      {editing && <ItemForm editing={editing} onClose={() => setEditing(null)} />}
      {removing && <DeleteItem level={removing.level} item={removing.item} onClose={() => setRemoving(null)} />}
    </Stack>
  );
}
