import { useState } from 'react';
import { Box, Image, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { albumItems } from './album-media.ts';
import { GalleryModal } from './gallery-modal.tsx';
import { VideoPreviewModal } from './video-preview-modal.tsx';

type Album = { name: string; images: { url: string }[] };

/** Albums as thumbnails: a photo opens the gallery at that photo, a video opens the video player. */
export function AlbumGallery({ albums }: { albums: Album[] }) {
  const { t } = useTranslation('provider');
  const [gallery, setGallery] = useState<{ title: string; images: string[]; start: number } | null>(null);
  const [video, setVideo] = useState<{ title: string; url: string } | null>(null);
  const shown = albums.filter((a) => a.images.length > 0);

  if (!shown.length) return <Text c="dimmed" size="sm">{t('noAlbums')}</Text>;

  return (
    <Stack gap="md">
      {shown.map((album, ai) => {
        const items = albumItems(album.images);
        const photos = items.filter((i) => !i.video).map((i) => i.url);
        return (
          <Stack key={ai} gap={6}>
            <Title order={4} fz="sm" fw={600}>
              {album.name}
            </Title>
            <SimpleGrid cols={{ base: 3, sm: 4 }} spacing={8}>
              {items.map((item, i) => (
                <UnstyledButton
                  key={item.url + i}
                  onClick={() =>
                    item.video
                      ? setVideo({ title: album.name, url: item.url })
                      : setGallery({ title: album.name, images: photos, start: photos.indexOf(item.url) })
                  }
                  aria-label={item.video ? t('playVideo', { album: album.name }) : t('openPhoto', { album: album.name, index: i + 1 })}
                  style={{ borderRadius: 8, overflow: 'hidden', aspectRatio: '1', position: 'relative', display: 'block' }}
                >
                  {item.video ? (
                    <Box bg="dark.6" w="100%" h="100%" style={{ display: 'grid', placeItems: 'center' }}>
                      <video src={item.url} preload="metadata" muted style={{ width: '100%', height: '100%', objectFit: 'cover', position: 'absolute', inset: 0 }} />
                      <Box pos="relative" bg="rgba(0,0,0,.55)" p={8} style={{ borderRadius: '50%', display: 'flex' }}>
                        <IconPlayerPlayFilled size={20} color="white" />
                      </Box>
                    </Box>
                  ) : (
                    <Image src={item.url} alt="" w="100%" h="100%" fit="cover" loading="lazy" />
                  )}
                </UnstyledButton>
              ))}
            </SimpleGrid>
          </Stack>
        );
      })}
      <GalleryModal
        title={gallery?.title ?? ''}
        images={gallery?.images ?? []}
        start={Math.max(0, gallery?.start ?? 0)}
        opened={gallery !== null}
        onClose={() => setGallery(null)}
      />
      <VideoPreviewModal url={video?.url ?? null} title={video?.title ?? ''} onClose={() => setVideo(null)} />
    </Stack>
  );
}
