import { useState } from 'react';
import { useFileUrl } from '@portal/web-kit/file-url';
import { Avatar, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contract/limits';
import { ImageCropModal } from '../../../components/image-crop/image-crop-modal.tsx';
import { mimeOf } from '@portal/ui/check-attachments';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { useUploadProfilePhoto } from '../api/upload-profile-photo.ts';

/** Crop supports jpg, png and svg (spec §2.11). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/svg+xml'];

/** The avatar; a new photo is cropped (required) and uploaded at once, with progress. */
export function PhotoCard({ photo, name }: { photo: string | null; name: string }) {
  const { t } = useTranslation('profile');
  // The photo is served with the session's token only: fetched, then shown from a local copy.
  const { src: photoSrc } = useFileUrl(photo ?? null);
  const [picked, setPicked] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadProfilePhoto();

  const pick = (file: File | null) => {
    if (!file) return;
    const mime = mimeOf(file);
    if (!PHOTO_TYPES.includes(mime)) return setProblem(t('photo.typeError'));
    if (file.size > LIMITS.imageBytes) return setProblem(t('photo.sizeError'));
    setProblem(null);
    // The file picker gives no type for some SVGs; the crop needs it to pick the export format.
    setPicked(file.type ? file : new File([file], file.name, { type: mime }));
  };

  const send = async (image: Blob, fileName: string) => {
    setProgress(0);
    try {
      await upload.mutateAsync({ image, fileName, onProgress: setProgress });
      setPicked(null);
      toastSuccess(t('photo.uploaded'));
    } catch (err) {
      toastError(err);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Avatar src={photoSrc} alt={t('photo.alt', { name })} size={88} radius={88} color="blue">
        {name.trim().charAt(0).toUpperCase() || null}
      </Avatar>
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600}>{t('photo.title')}</Text>
        <Group gap="xs">
          <FileButton onChange={pick} accept={PHOTO_TYPES.join(',')}>
            {(props) => (
              <Button {...props} size="xs" variant="light" leftSection={<IconCamera size={16} />} disabled={progress !== null}>
                {photo ? t('photo.change') : t('photo.add')}
              </Button>
            )}
          </FileButton>
        </Group>
        <Text size="xs" c={problem ? 'red' : 'dimmed'}>
          {problem ?? t('photo.hint')}
        </Text>
        {progress !== null && <Progress value={Math.round(progress * 100)} size="sm" animated aria-label={t('photo.uploading')} />}
      </Stack>
      <ImageCropModal
        file={picked}
        onClose={() => setPicked(null)}
        onCropped={(image, fileName) => void send(image, fileName)}
        busy={progress !== null}
        labels={{
          title: t('crop.title'),
          zoom: t('crop.zoom'),
          cancel: t('crop.cancel'),
          confirm: t('crop.confirm'),
          failed: t('crop.failed'),
        }}
      />
    </Group>
  );
}
