import { ConfirmDelete } from '../../components/confirm-delete.tsx';
import { useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  FileButton,
  FileInput,
  Group,
  Image,
  List,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ResolvedAddress } from '@portal/contract/geo';
import { pickLang, type Lang } from '@portal/contract/lang';
import type { ContentImage } from '@portal/contract/operator';
import { PROVIDER_DOCUMENT_KINDS, type OperatorProviderDetail, type ProviderDocumentKind } from '@portal/contract/operator-people';
import { FormModal } from '@portal/ui/form-modal';
import { ApiError, apiRequest } from '@portal/web-kit/api-client';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { imageSrc, when } from '../../components/format.ts';
import { profileBody, ProfileFields, profileOf } from './profile-fields.tsx';
import {
  documentUrl,
  useAddAlbum,
  useAddDocument,
  useRemoveAlbum,
  useRemoveDocument,
  useSaveAreas,
  useSaveProfile,
  useSaveSubCategories,
  useUpdateAlbum,
  type ServiceArea,
} from './providers-api.ts';
import { SubCategoryPicker } from './sub-category-picker.tsx';

type Trilingual = { en: string; ar: string; fr: string };
const fieldErrors = (e: unknown) =>
  e instanceof ApiError ? Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])) : {};

function Buttons({ busy, onClose }: { busy: boolean; onClose: () => void }) {
  const { t } = useTranslation('people');
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose} disabled={busy}>
        {t('common:back')}
      </Button>
      <Button type="submit" loading={busy}>
        {t('providers.edit.save')}
      </Button>
    </Group>
  );
}

/** The whole profile and rates, as the account was created with. */
export function EditProfile({ p, onClose }: { p: OperatorProviderDetail; onClose: () => void }) {
  const { t } = useTranslation('people');
  const save = useSaveProfile(p.id);
  const [draft, setDraft] = useState(() => profileOf(p));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(profileBody(draft), {
      onSuccess: ({ message }) => {
        toastSuccess(message);
        onClose();
      },
      onError: (err) => {
        setErrors(fieldErrors(err));
        toastError(err);
      },
    });
  };
  return (
    <FormModal opened onClose={save.isPending ? () => {} : onClose} title={t('providers.edit.profileTitle')} size="xl">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <ProfileFields value={draft} onChange={setDraft} errors={errors} />
          <Buttons busy={save.isPending} onClose={onClose} />
        </Stack>
      </form>
    </FormModal>
  );
}

export function EditTrades({ p, onClose }: { p: OperatorProviderDetail; onClose: () => void }) {
  const { t } = useTranslation('people');
  const save = useSaveSubCategories(p.id);
  const [subs, setSubs] = useState(() => p.subCategories.map((s) => String(s.id)));
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(subs.map(Number), {
      onSuccess: ({ message }) => {
        toastSuccess(message);
        onClose();
      },
      onError: (err) => {
        setError(fieldErrors(err).subCategoryIds);
        toastError(err);
      },
    });
  };
  return (
    <FormModal opened onClose={save.isPending ? () => {} : onClose} title={t('providers.edit.tradesTitle')} size="lg">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <SubCategoryPicker value={subs} onChange={setSubs} error={error} />
          <Buttons busy={save.isPending} onClose={onClose} />
        </Stack>
      </form>
    </FormModal>
  );
}

/** Service areas: places found through the portal's own geocoder (express dispatch measures 20 km from them). */
export function EditAreas({ p, onClose }: { p: OperatorProviderDetail; onClose: () => void }) {
  const { t } = useTranslation('people');
  const save = useSaveAreas(p.id);
  const [areas, setAreas] = useState<ServiceArea[]>(() => p.areas.map(({ id: _id, ...a }) => a));
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const found = useQuery({
    queryKey: ['ops', 'geo', debounced],
    queryFn: async ({ signal }) => (await apiRequest<ResolvedAddress[]>('GET', '/geo/search', { query: { q: debounced }, signal })).data,
    enabled: debounced.length >= 2,
  });
  const add = (r: ResolvedAddress) => {
    setAreas([
      ...areas,
      {
        city: (r.city || r.area || r.placeName).slice(0, 50),
        state: (r.state || r.city).slice(0, 50),
        country: (r.country || 'Jordan').slice(0, 50),
        latitude: r.lat,
        longitude: r.long,
      },
    ]);
    setQ('');
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(areas, {
      onSuccess: ({ message }) => {
        toastSuccess(message);
        onClose();
      },
      onError: toastError,
    });
  };
  return (
    <FormModal opened onClose={save.isPending ? () => {} : onClose} title={t('providers.edit.areasTitle')} size="lg">
      <form onSubmit={submit}>
        <Stack gap="sm">
          {areas.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('providers.edit.noAreas')}
            </Text>
          ) : (
            <List spacing={4}>
              {areas.map((a, i) => (
                <List.Item key={`${a.latitude},${a.longitude},${i}`}>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm">{[a.city, a.state, a.country].filter(Boolean).join('، ')}</Text>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="sm"
                      onClick={() => setAreas(areas.filter((_, j) => j !== i))}
                      aria-label={t('providers.edit.removeArea', { name: a.city })}
                    >
                      <IconX size={14} aria-hidden />
                    </ActionIcon>
                  </Group>
                </List.Item>
              ))}
            </List>
          )}
          <TextInput
            label={t('providers.edit.findPlace')}
            description={t('providers.edit.findPlaceHint')}
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
          />
          {(found.data ?? []).length > 0 && (
            <Stack gap={4} role="list" aria-label={t('providers.edit.placesFound')}>
              {found.data!.map((r) => (
                <Group key={r.placeId} gap="xs" justify="space-between" role="listitem" wrap="nowrap">
                  <Text size="sm">{r.address || r.placeName}</Text>
                  <Button
                    size="compact-xs"
                    variant="light"
                    onClick={() => add(r)}
                    aria-label={t('providers.edit.addPlace', { name: r.placeName || r.city })}
                  >
                    {t('providers.edit.add')}
                  </Button>
                </Group>
              ))}
            </Stack>
          )}
          <Buttons busy={save.isPending} onClose={onClose} />
        </Stack>
      </form>
    </FormModal>
  );
}

function AlbumName({
  initial,
  title,
  busy,
  onSave,
  onClose,
}: {
  initial: Trilingual;
  title: string;
  busy: boolean;
  onSave: (n: Trilingual) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('people');
  const [name, setName] = useState(initial);
  return (
    <FormModal opened onClose={busy ? () => {} : onClose} title={title} size="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSave(name);
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            {(['ar', 'en', 'fr'] as const).map((l) => (
              <TextInput
                key={l}
                dir={l === 'ar' ? 'rtl' : 'ltr'}
                lang={l}
                required
                maxLength={100}
                label={t(`providers.edit.albumName.${l}`)}
                value={name[l]}
                onChange={(e) => setName({ ...name, [l]: e.currentTarget.value })}
              />
            ))}
          </SimpleGrid>
          <Buttons busy={busy} onClose={onClose} />
        </Stack>
      </form>
    </FormModal>
  );
}

/** Albums of work photos: made empty, then photos uploaded into them (each checked by the server), renamed, removed. */
export function AlbumsSection({ p, admin }: { p: OperatorProviderDetail; admin: boolean }) {
  const { t, i18n } = useTranslation('people');
  const lang = i18n.language as Lang;
  const addAlbum = useAddAlbum(p.id);
  const update = useUpdateAlbum(p.id);
  const remove = useRemoveAlbum(p.id);
  const [naming, setNaming] = useState<{ albumId: number | null; name: Trilingual } | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);

  const addPhotos = async (albumId: number, images: string[], files: File[]) => {
    setUploading(albumId);
    try {
      const urls: string[] = [];
      for (const file of files) {
        const form = new FormData();
        form.append('image', file, file.name);
        urls.push((await apiRequest<ContentImage>('POST', '/operator/content-images?purpose=album', { form })).data.url);
      }
      const r = await update.mutateAsync({ albumId, change: { images: [...images, ...urls].slice(0, 30) } });
      toastSuccess(r.message);
    } catch (err) {
      toastError(err as Error);
    } finally {
      setUploading(null);
    }
  };
  const saveName = (name: Trilingual) => {
    const done = {
      onSuccess: ({ message }: { message: string }) => {
        toastSuccess(message);
        setNaming(null);
      },
      onError: toastError,
    };
    if (naming?.albumId) update.mutate({ albumId: naming.albumId, change: { name } }, done);
    else addAlbum.mutate(name, done);
  };

  return (
    <Card withBorder component="section" aria-labelledby="albums">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="h4" id="albums">
          {t('providers.edit.albums')}
        </Title>
        {admin && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setNaming({ albumId: null, name: { en: '', ar: '', fr: '' } })}
          >
            {t('providers.edit.newAlbum')}
          </Button>
        )}
      </Group>
      {p.albums.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('providers.edit.noAlbums')}
        </Text>
      )}
      <Stack gap="md">
        {p.albums.map((a) => {
          const name = pickLang(a.name, lang);
          return (
            <Stack key={a.id} gap="xs">
              <Group justify="space-between" wrap="wrap">
                <Text fw={600} size="sm">
                  {name} ({a.images.length})
                </Text>
                {admin && (
                  <Group gap="xs">
                    <FileButton
                      multiple
                      accept="image/png,image/jpeg"
                      onChange={(files) => files.length && void addPhotos(a.id, a.images, files)}
                    >
                      {(props) => (
                        <Button
                          {...props}
                          size="xs"
                          variant="light"
                          leftSection={<IconUpload size={14} aria-hidden />}
                          loading={uploading === a.id}
                          aria-label={t('providers.edit.addPhotosTo', { name })}
                        >
                          {t('providers.edit.addPhotos')}
                        </Button>
                      )}
                    </FileButton>
                    <Button
                      size="xs"
                      variant="subtle"
                      onClick={() => setNaming({ albumId: a.id, name: a.name })}
                      aria-label={t('providers.edit.renameNamed', { name })}
                    >
                      {t('providers.edit.rename')}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => setRemoving(a.id)}
                      aria-label={t('providers.edit.deleteNamed', { name })}
                    >
                      {t('providers.edit.delete')}
                    </Button>
                  </Group>
                )}
              </Group>
              {a.images.length > 0 && (
                <Group gap="xs">
                  {a.images.map((img, i) => (
                    <div key={img} style={{ position: 'relative' }}>
                      <Image
                        src={imageSrc(img)}
                        alt={t('providers.edit.photoOf', { name, n: i + 1 })}
                        w={96}
                        h={72}
                        radius="sm"
                        fit="cover"
                      />
                      {admin && (
                        <ActionIcon
                          size="sm"
                          color="red"
                          variant="filled"
                          style={{ position: 'absolute', top: 2, insetInlineEnd: 2 }}
                          onClick={() =>
                            update.mutate(
                              { albumId: a.id, change: { images: a.images.filter((x) => x !== img) } },
                              { onSuccess: ({ message }) => toastSuccess(message), onError: toastError },
                            )
                          }
                          aria-label={t('providers.edit.removePhoto', { name, n: i + 1 })}
                        >
                          <IconX size={12} aria-hidden />
                        </ActionIcon>
                      )}
                    </div>
                  ))}
                </Group>
              )}
            </Stack>
          );
        })}
      </Stack>
      {naming && (
        <AlbumName
          initial={naming.name}
          title={t(naming.albumId ? 'providers.edit.renameTitle' : 'providers.edit.newAlbum')}
          busy={addAlbum.isPending || update.isPending}
          onSave={saveName}
          onClose={() => setNaming(null)}
        />
      )}
      <ConfirmDelete
        target={removing}
        remove={remove}
        onClose={() => setRemoving(null)}
        title={t('providers.edit.deleteAlbumTitle')}
        what={t('providers.edit.deleteAlbumWhat')}
        confirmLabel={t('providers.edit.delete')}
      />
    </Card>
  );
}

const sizeKb = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/** The provider's papers (ID, trade licence, certificates): operators and the provider only ever see them. */
export function DocumentsSection({ p, admin }: { p: OperatorProviderDetail; admin: boolean }) {
  const { t } = useTranslation('people');
  const add = useAddDocument(p.id);
  const remove = useRemoveDocument(p.id);
  const [kind, setKind] = useState<ProviderDocumentKind>('licence');
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [removing, setRemoving] = useState<number | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return;
    add.mutate(
      { file, kind, name },
      {
        onSuccess: ({ message }) => {
          toastSuccess(message);
          setFile(null);
          setName('');
          setErrors({});
        },
        onError: (err) => {
          setErrors(fieldErrors(err));
          toastError(err);
        },
      },
    );
  };
  return (
    <Card withBorder component="section" aria-labelledby="documents">
      <Title order={2} fz="h4" id="documents" mb="xs">
        {t('providers.documents.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t('providers.documents.private')}
      </Text>
      {p.documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('providers.documents.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('providers.documents.kind')}</Table.Th>
                <Table.Th>{t('providers.documents.name')}</Table.Th>
                <Table.Th>{t('providers.documents.added')}</Table.Th>
                <Table.Th>{t('providers.documents.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {p.documents.map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td>{t(`providers.documents.kinds.${d.kind}`)}</Table.Td>
                  <Table.Td>
                    <Anchor
                      href={documentUrl(p.id, d.id)}
                      target="_blank"
                      rel="noopener"
                      aria-label={t('providers.documents.open', { name: d.name })}
                    >
                      {d.name}
                    </Anchor>{' '}
                    <Text span size="xs" c="dimmed">
                      ({t('providers.documents.size', { kb: sizeKb(d.size) })})
                    </Text>
                  </Table.Td>
                  <Table.Td>{when(d.createdAt)}</Table.Td>
                  <Table.Td>
                    {admin && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => setRemoving(d.id)}
                        aria-label={t('providers.documents.remove', { name: d.name })}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {admin && (
        <form onSubmit={submit}>
          <Group align="flex-end" mt="sm" wrap="wrap">
            <Select
              label={t('providers.documents.kind')}
              data={PROVIDER_DOCUMENT_KINDS.map((k) => ({ value: k, label: t(`providers.documents.kinds.${k}`) }))}
              value={kind}
              onChange={(v) => v && setKind(v as ProviderDocumentKind)}
              allowDeselect={false}
              w={{ base: '100%', sm: 180 }}
              error={errors.kind}
            />
            <TextInput
              label={t('providers.documents.name')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              maxLength={100}
              w={{ base: '100%', sm: 220 }}
              error={errors.name}
            />
            <FileInput
              label={t('providers.documents.file')}
              description={t('providers.documents.fileHint')}
              accept="application/pdf,image/png,image/jpeg"
              value={file}
              onChange={setFile}
              clearable
              w={{ base: '100%', sm: 260 }}
              error={errors.document}
            />
            <Button type="submit" loading={add.isPending} disabled={!file}>
              {t('providers.documents.add')}
            </Button>
          </Group>
        </form>
      )}
      <ConfirmDelete
        target={removing}
        remove={remove}
        onClose={() => setRemoving(null)}
        title={t('providers.documents.removeTitle')}
        what={t('providers.documents.removeWhat')}
        confirmLabel={t('providers.edit.delete')}
      />
    </Card>
  );
}
