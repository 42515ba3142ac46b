import { useEffect, useState } from 'react';
import { ActionIcon, Box, Center, Image, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconPlayerPlayFilled, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@portal/ui/check-attachments';
import type { OrderAttachment } from './check-order-attachments.ts';
import { formatDuration } from './video-duration.ts';

type Props = { attachment: OrderAttachment; onRemove: () => void; disabled?: boolean; progress?: number };

/** One chosen file: a thumbnail for an image, a play mark with the length for a video, a PDF mark for a document. */
export function AttachmentTile({ attachment: a, onRemove, disabled, progress }: Props) {
  const { t, i18n } = useTranslation('orders-shared');
  const [thumb, setThumb] = useState<string | null>(null);

  useEffect(() => {
    if (a.kind !== 'image') return;
    const url = URL.createObjectURL(a.file);
    setThumb(url);
    return () => URL.revokeObjectURL(url);
  }, [a.file, a.kind]);

  let preview;
  if (a.kind === 'image' && thumb) preview = <Image src={thumb} alt="" h="100%" w="100%" fit="cover" />;
  else if (a.kind === 'video')
    preview = (
      <Center h="100%" bg="dark.6" c="white" style={{ flexDirection: 'column', gap: 4 }}>
        <IconPlayerPlayFilled size={28} aria-hidden />
        {a.durationSeconds != null && (
          <Text size="xs" fw={600} dir="ltr">
            {formatDuration(a.durationSeconds)}
          </Text>
        )}
      </Center>
    );
  else
    preview = (
      <Center h="100%" bg="red.0">
        <IconFileTypePdf size={36} color="var(--mantine-color-red-7)" aria-hidden />
      </Center>
    );

  return (
    <Paper withBorder radius="md" pos="relative" style={{ overflow: 'hidden' }}>
      <Box h={96} aria-hidden>
        {preview}
      </Box>
      <ActionIcon
        pos="absolute"
        top={6}
        style={{ insetInlineEnd: 6 }}
        size="sm"
        radius="xl"
        variant="white"
        color="dark"
        onClick={onRemove}
        disabled={disabled}
        aria-label={t('attachments.remove', { name: a.file.name })}
      >
        <IconX size={14} />
      </ActionIcon>
      <Stack gap={2} p={6}>
        <Text size="xs" truncate="end" dir="auto" title={a.file.name}>
          {a.file.name}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`attachments.kind.${a.kind}`)} · {formatBytes(a.file.size, i18n.language)}
        </Text>
        {progress !== undefined && (
          <Progress
            value={Math.round(progress * 100)}
            size="sm"
            animated={progress < 1}
            aria-label={t('attachments.progress', { name: a.file.name })}
          />
        )}
      </Stack>
    </Paper>
  );
}
