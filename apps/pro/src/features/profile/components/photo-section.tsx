import { useState } from 'react';
import { Avatar, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contract/limits';
import { mimeOf } from '@portal/ui/check-attachments';
import { ImageCropModal } from '@portal/ui/image-crop';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { useUploadPhoto } from '../api/profile.ts';

/** As the customer's photo: PNG, JPEG or SVG, cropped square before it is sent (the server re-encodes it). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/svg+xml'];

export function PhotoSection({ photo, name }: { photo: string | null; name: string }) {
  const { t } = useTranslation('profile');
  const [picked, setPicked] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadPhoto();

  const pick = (file: File | null) => {
    if (!file) return;
    const mime = mimeOf(file);
    if (!PHOTO_TYPES.includes(mime)) return toastError(t('photo.typeError'));
    if (file.size > LIMITS.imageBytes) return toastError(t('photo.sizeError'));
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
    <Group wrap="nowrap" align="center">
      {/* Provider photos are public files: a plain image URL. */}
      <Avatar src={photo} alt={t('photo.alt', { name })} size={72} radius="xl" />
      <Stack gap={4} style={{ flex: 1 }}>
        <FileButton onChange={pick} accept={PHOTO_TYPES.join(',')}>
          {(props) => (
            <Button {...props} variant="light" size="sm" leftSection={<IconCamera size={16} aria-hidden />}>
              {t('photo.change')}
            </Button>
          )}
        </FileButton>
        {progress !== null && <Progress value={progress * 100} aria-label={t('photo.uploading')} />}
        <Text size="xs" c="dimmed">
          {t('photo.hint')}
        </Text>
      </Stack>
      <ImageCropModal
        file={picked}
        busy={progress !== null}
        onClose={() => setPicked(null)}
        onCropped={(image, fileName) => void send(image, fileName)}
        labels={{ title: t('photo.cropTitle'), zoom: t('photo.zoom'), cancel: t('cancel'), confirm: t('photo.cropConfirm'), failed: t('photo.cropFailed') }}
      />
    </Group>
  );
}
