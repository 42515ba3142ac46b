import { useState } from 'react';
import { ActionIcon, Button, Card, FileButton, Group, Image, Progress, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProviderAlbum } from '@portal/contract/provider-account';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { useAlbumActions } from '../api/profile.ts';

type Pending = { kind: 'album'; album: ProviderAlbum } | { kind: 'item'; album: ProviderAlbum; url: string };

/** Albums of photos and videos; files go up with progress and the server's gallery limits, removals ask first. */
export function AlbumsSection({ albums }: { albums: ProviderAlbum[] }) {
  const { t } = useTranslation('profile');
  const actions = useAlbumActions();
  const [name, setName] = useState('');
  const [progress, setProgress] = useState<{ albumId: number; value: number } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  const run = async (work: () => Promise<{ message: string }>) => {
    try {
      toastSuccess((await work()).message);
      return true;
    } catch (err) {
      toastError(err);
      return false;
    }
  };

  const create = async () => {
    if (await run(() => actions.create.mutateAsync(name))) setName('');
  };
  const upload = async (albumId: number, files: File[]) => {
    if (!files.length) return;
    setProgress({ albumId, value: 0 });
    await run(() => actions.upload.mutateAsync({ albumId, files, onProgress: (value) => setProgress({ albumId, value }) }));
    setProgress(null);
  };
  const confirmRemove = async () => {
    if (!pending) return;
    await run(() => (pending.kind === 'album' ? actions.remove.mutateAsync(pending.album.id) : actions.removeItem.mutateAsync({ albumId: pending.album.id, url: pending.url })));
    setPending(null);
  };

  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} fz="h4" mb="sm">
        {t('albums')}
      </Title>
      <Stack gap="md">
        {albums.length === 0 && <Text c="dimmed">{t('noAlbums')}</Text>}
        {albums.map((album) => (
          <Stack key={album.id} gap="xs" component="section" aria-label={album.name}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{album.name}</Text>
              <Group gap="xs" wrap="nowrap">
                <FileButton multiple accept="image/png,image/jpeg,video/mp4" onChange={(files) => void upload(album.id, files)}>
                  {(props) => (
                    <ActionIcon {...props} variant="light" aria-label={t('addFiles', { name: album.name })}>
                      <IconPhotoPlus size={18} aria-hidden />
                    </ActionIcon>
                  )}
                </FileButton>
                <ActionIcon variant="light" color="red" aria-label={t('deleteAlbum', { name: album.name })} onClick={() => setPending({ kind: 'album', album })}>
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
            {progress?.albumId === album.id && <Progress value={progress.value * 100} aria-label={t('uploading')} />}
            {album.items.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('emptyAlbum')}
              </Text>
            ) : (
              <SimpleGrid cols={3} spacing="xs">
                {album.items.map((item, i) => (
                  <div key={item.url} style={{ position: 'relative' }}>
                    {item.kind === 'video' ? (
                      <video src={item.url} controls preload="metadata" style={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 8 }} aria-label={t('video', { n: i + 1 })} />
                    ) : (
                      <Image src={item.url} alt={t('photoN', { n: i + 1, name: album.name })} radius="sm" h={96} fit="cover" />
                    )}
                    <ActionIcon
                      size="sm"
                      color="red"
                      variant="filled"
                      style={{ position: 'absolute', top: 4, insetInlineEnd: 4 }}
                      aria-label={t('removeItem', { n: i + 1 })}
                      onClick={() => setPending({ kind: 'item', album, url: item.url })}
                    >
                      <IconTrash size={14} aria-hidden />
                    </ActionIcon>
                  </div>
                ))}
              </SimpleGrid>
            )}
          </Stack>
        ))}
        <Group align="flex-end" wrap="nowrap">
          <TextInput label={t('newAlbum')} value={name} onChange={(e) => setName(e.currentTarget.value)} style={{ flex: 1 }} />
          <Button onClick={() => void create()} loading={actions.create.isPending} variant="light">
            {t('createAlbum')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={pending !== null}
        title={pending?.kind === 'album' ? t('deleteAlbumTitle') : t('removeItemTitle')}
        confirmLabel={t('delete')}
        confirmColor="red"
        backLabel={t('cancel')}
        busy={actions.remove.isPending || actions.removeItem.isPending}
        onClose={() => setPending(null)}
        onConfirm={() => void confirmRemove()}
      >
        <Text>{pending?.kind === 'album' ? t('deleteAlbumBody', { name: pending.album.name }) : t('removeItemBody')}</Text>
      </ConfirmDialog>
    </Card>
  );
}
