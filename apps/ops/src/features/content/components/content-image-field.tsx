import { useState } from 'react';
import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CONTENT_IMAGE_MAX_SIDE, CONTENT_IMAGE_SHAPES, type ContentImagePurpose } from '@portal/contract/operator';
import { ImageCropModal } from '@portal/ui/image-crop';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { useUploadContentImage } from '../api/content-images.ts';

type Props = {
  purpose: Exclude<ContentImagePurpose, 'album'>;
  /** The image as stored (an uploaded image's URL, a shipped path) and as shown. */
  value: string;
  previewUrl: string;
  onChange: (url: string) => void;
  label: string;
  /** Names the button for screen readers when several fields share a screen. */
  pickLabel?: string;
  /** The form's message for this image (missing, of another place), shown under it. */
  error?: string;
};

/**
 * An image for a place in the portal: picked, cropped to that place's shape (a 4:1 desktop banner, an 8:5 phone
 * banner, a square icon, a 3:2 onboarding picture), uploaded, and then saved with the item by the form around it.
 */
export function ContentImageField({ purpose, value, previewUrl, onChange, label, pickLabel, error }: Props) {
  const { t } = useTranslation('content');
  const upload = useUploadContentImage();
  const [file, setFile] = useState<File | null>(null);
  const shape = CONTENT_IMAGE_SHAPES[purpose];
  const ratio = shape.aspect ?? 1;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {value ? (
        <Image
          src={previewUrl}
          alt={t('imagePreview', { label })}
          fit="contain"
          maw={purpose === 'icon' ? 96 : 360}
          radius="sm"
          bg="gray.1"
          style={{ aspectRatio: String(ratio) }}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('noImage')}
        </Text>
      )}
      <Group gap="xs">
        <FileButton onChange={setFile} accept="image/png,image/jpeg,image/svg+xml,image/webp">
          {(props) => (
            <Button {...props} variant="default" size="xs" leftSection={<IconUpload size={16} aria-hidden />} loading={upload.isPending}>
              {pickLabel ?? t('pickImage')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('imageShape', { ratio: shape.ratio, width: shape.minWidth })}
        </Text>
      </Group>
      {error && (
        <Text size="sm" c="red">
          {error}
        </Text>
      )}
      <ImageCropModal
        file={file}
        aspect={ratio}
        round={false}
        maxSide={CONTENT_IMAGE_MAX_SIDE}
        hint={t('cropHint', { ratio: shape.ratio })}
        busy={upload.isPending}
        onClose={() => setFile(null)}
        labels={{ title: t('cropTitle'), zoom: t('cropZoom'), cancel: t('cancel'), confirm: t('cropConfirm'), failed: t('cropFailed') }}
        onCropped={(image, fileName) =>
          upload.mutate(
            { purpose, image, fileName },
            {
              onSuccess: (r) => {
                toastSuccess(r.message);
                onChange(r.data.url);
                setFile(null);
              },
              onError: toastError,
            },
          )
        }
      />
    </Stack>
  );
}
