import { useState, type ReactNode } from 'react';
import { Button, FileButton, Group, Input, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contract/limits';
import { formatBytes } from '@portal/ui/check-attachments';
import { AttachmentTile } from './attachment-tile.tsx';
import {
  addOrderAttachments,
  canAddMore,
  kindOf,
  ORDER_ATTACHMENT_MIMES,
  type OrderAttachment,
  type OrderAttachmentProblem,
} from './check-order-attachments.ts';
import { orderMessage } from './order-message.ts';
import { totalFilesAllowed, type OrderLimits } from '@portal/contract/order-limits';
import { readVideoDuration } from './video-duration.ts';

export type OrderAttachmentsInputProps = {
  value: OrderAttachment[];
  onChange: (next: OrderAttachment[]) => void;
  limits: OrderLimits;
  label: ReactNode;
  /** A server error about the files, already in the user's language. */
  error?: ReactNode;
  disabled?: boolean;
  /** Per-file fractions (0..1) while the form uploads; null when not uploading. */
  progress?: number[] | null;
};

/** The message of an upload toast (spec §8); sizes come in KB and read better in KB or MB. */
export function problemText(problem: OrderAttachmentProblem, locale: string): string | undefined {
  const params: Record<string, unknown> = 'params' in problem ? { ...problem.params } : {};
  if (typeof params.size === 'number') params.size = formatBytes(params.size * 1024, locale);
  return orderMessage(problem.key, params);
}

/**
 * Order attachments (images, MP4 videos, PDFs) checked against the server's limits before anything is
 * sent, with previews, remove buttons and each file's progress while the form uploads. Shared by the
 * direct award, express and RFP forms.
 */
export function OrderAttachmentsInput({ value, onChange, limits, label, error, disabled, progress }: OrderAttachmentsInputProps) {
  const { t, i18n } = useTranslation('orders-shared');
  const [reading, setReading] = useState(false);
  const uploading = Boolean(progress);
  const full = !canAddMore(value, limits);
  const count = (kind: OrderAttachment['kind']) => value.filter((a) => a.kind === kind).length;

  const pick = async (files: File[]) => {
    if (!files.length) return;
    setReading(true);
    try {
      // Only videos need their length; it is read from the metadata before the checks run.
      const picked = await Promise.all(
        files.map(async (file) => ({ file, durationSeconds: kindOf(file) === 'video' ? await readVideoDuration(file) : null })),
      );
      const { attachments, problem } = addOrderAttachments(value, picked, limits);
      if (problem) notifications.show({ color: 'red', message: problemText(problem, i18n.language), autoClose: LIMITS.toastMs, withBorder: true });
      onChange(attachments);
    } finally {
      setReading(false);
    }
  };

  return (
    <Input.Wrapper label={label} error={error}>
      <Stack gap="xs" mt={6}>
        <Group gap="sm" wrap="wrap">
          <FileButton onChange={(f) => void pick(f)} accept={Object.keys(ORDER_ATTACHMENT_MIMES).join(',')} multiple disabled={disabled || uploading || full}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={reading ? <Loader size={14} /> : <IconPaperclip size={16} />}
                disabled={disabled || uploading || full || reading}
              >
                {t('attachments.choose')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t('attachments.counts', {
              images: count('image'),
              maxImages: limits.noOfGalleryPhotos,
              videos: count('video'),
              maxVideos: limits.noOfGalleryVideos,
              files: value.length,
              maxFiles: totalFilesAllowed(limits),
            })}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('attachments.hint', {
            image: formatBytes(limits.fileSizeLimit * 1024, i18n.language),
            pdf: formatBytes(limits.filePDFSizeLimit * 1024, i18n.language),
            video: formatBytes(limits.videoSizeLimit * 1024, i18n.language),
            minutes: limits.durationOfGalleryVideo,
          })}
        </Text>
        {value.length > 0 && (
          <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="xs">
            {value.map((a, i) => (
              <AttachmentTile
                key={`${a.file.name}-${a.file.size}-${a.file.lastModified}-${i}`}
                attachment={a}
                onRemove={() => onChange(value.filter((_, j) => j !== i))}
                disabled={disabled || uploading}
                progress={progress?.[i]}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
