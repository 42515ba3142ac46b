import { ConfirmDelete } from '../../../components/confirm-delete.tsx';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Group, Image, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '@portal/contract/lang';
import { FormModal } from '@portal/ui/form-modal';
import { ApiError } from '@portal/web-kit/api-client';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import {
  useAddScreen,
  useDeleteScreen,
  useOnboardingScreens,
  useOrderScreens,
  useUpdateScreen,
  type OnboardingScreen,
} from '../api/onboarding.ts';
import { ContentImageField } from './content-image-field.tsx';
import { moved, OrderButtons } from './order-buttons.tsx';
import { ReadOnlyNote, useCanEditContent } from './read-only-note.tsx';

/** A screen's picture (3:2), title and text, written in the screen's own language. */
function ScreenForm({ lang, screen, onClose }: { lang: Lang; screen: OnboardingScreen | null; onClose: () => void }) {
  const { t } = useTranslation('content');
  const add = useAddScreen();
  const update = useUpdateScreen();
  const [image, setImage] = useState(screen?.image ?? '');
  const [preview, setPreview] = useState(screen?.imageUrl ?? '');
  const [title, setTitle] = useState(screen?.title ?? '');
  const [description, setDescription] = useState(screen?.description ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busy = add.isPending || update.isPending;
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const submit = (e: FormEvent) => {
    e.preventDefault();
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
    if (screen) update.mutate({ id: screen.id, change: { image, title: title.trim(), description: description.trim() } }, done);
    else add.mutate({ lang, image, title: title.trim(), description: description.trim() }, done);
  };
  return (
    <FormModal
      opened
      onClose={busy ? () => {} : onClose}
      title={t(screen ? 'editScreen' : 'addScreenIn', { lang: t(`langs.${lang}`) })}
      size="lg"
    >
      <form onSubmit={submit}>
        <Stack gap="sm">
          <ContentImageField
            purpose="onboarding"
            value={image}
            previewUrl={preview}
            label={t('image')}
            onChange={(url) => {
              setImage(url);
              setPreview(url);
            }}
            error={errors.image}
          />
          <TextInput
            label={t('screenTitle')}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            required
            maxLength={200}
            dir={dir}
            lang={lang}
            error={errors.title}
          />
          <Textarea
            label={t('screenText')}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            required
            maxLength={1000}
            autosize
            minRows={3}
            dir={dir}
            lang={lang}
            error={errors.description}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={busy} disabled={!image}>
              {screen ? t('saveChanges') : t('add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}

function ScreenCard({
  screen,
  index,
  count,
  canEdit,
  moving,
  onMove,
  onEdit,
}: {
  screen: OnboardingScreen;
  index: number;
  count: number;
  canEdit: boolean;
  moving: boolean;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation('content');
  const remove = useDeleteScreen();
  const [asking, setAsking] = useState(false);
  const dir = screen.lang === 'ar' ? 'rtl' : 'ltr';
  return (
    <Card withBorder radius="md" padding="sm">
      <Card.Section>
        <Image src={screen.imageUrl} alt="" fit="contain" bg="blue.0" style={{ aspectRatio: '3 / 2' }} />
      </Card.Section>
      <Group justify="space-between" mt="sm" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }} dir={dir} lang={screen.lang}>
          <Text fw={600} size="sm">
            {screen.title}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={3}>
            {screen.description}
          </Text>
        </Stack>
        {canEdit && <OrderButtons name={screen.title} index={index} count={count} busy={moving} onMove={onMove} />}
      </Group>
      {canEdit && (
        <Group mt="sm" gap="xs">
          <Button size="xs" variant="light" onClick={onEdit} aria-label={t('editNamed', { name: screen.title })}>
            {t('edit')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => setAsking(true)}
            aria-label={t('deleteNamed', { name: screen.title })}
          >
            {t('delete')}
          </Button>
        </Group>
      )}
      <ConfirmDelete
        target={asking ? screen.id : null}
        remove={remove}
        onClose={() => setAsking(false)}
        title={t('deleteScreenTitle')}
        what={t('deleteScreenWhat')}
        confirmLabel={t('delete')}
      />
    </Card>
  );
}

/** The landing page's onboarding screens, one language at a time, in the order visitors see them. */
export function OnboardingPage() {
  const { t, i18n } = useTranslation('content');
  const canEdit = useCanEditContent();
  const screens = useOnboardingScreens();
  const order = useOrderScreens();
  const [lang, setLang] = useState<Lang>((LANGS as readonly string[]).includes(i18n.language) ? (i18n.language as Lang) : 'ar');
  const [editing, setEditing] = useState<OnboardingScreen | 'new' | null>(null);
  const set = (screens.data ?? []).filter((s) => s.lang === lang);
  const move = (i: number, by: -1 | 1) =>
    order.mutate(
      {
        lang,
        ids: moved(
          set.map((s) => s.id),
          i,
          by,
        ),
      },
      { onSuccess: (r) => toastSuccess(r.message), onError: toastError },
    );
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz="h2">
          {t('onboardingTitle')}
        </Title>
        {canEdit && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            {t('addScreen')}
          </Button>
        )}
      </Group>
      {!canEdit && <ReadOnlyNote />}
      <Select
        label={t('language')}
        data={LANGS.map((l) => ({ value: l, label: t(`langs.${l}`) }))}
        value={lang}
        onChange={(v) => v && setLang(v as Lang)}
        allowDeselect={false}
        w={180}
      />
      {screens.isPending && <Skeleton h={200} aria-label={t('loading')} />}
      {screens.isError && <Alert color="red" title={t('loadFailed')} />}
      {screens.data && set.length === 0 && <Alert color="gray">{t('noScreens')}</Alert>}
      {set.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {set.map((s, i) => (
            <ScreenCard
              key={s.id}
              screen={s}
              index={i}
              count={set.length}
              canEdit={canEdit}
              moving={order.isPending}
              onMove={(by) => move(i, by)}
              onEdit={() => setEditing(s)}
            />
          ))}
        </SimpleGrid>
      )}
      {editing && (
        <ScreenForm
          lang={editing === 'new' ? lang : editing.lang}
          screen={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
