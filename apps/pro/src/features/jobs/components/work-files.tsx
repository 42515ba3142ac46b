import { useState } from 'react';
import { Alert, AspectRatio, Box, Button, Card, Image, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPhotoOff, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OrderLimits } from '@portal/contract/order-limits';
import type { ProviderOrder } from '@portal/contract/provider';
import { AttachmentsInput } from '@portal/ui/attachments-input';
import { fileProgress, mimeOf, type AttachmentRules } from '@portal/ui/check-attachments';
import { useFileUrl } from '@portal/web-kit/file-url';
import { useOnline } from '@portal/web-kit/online-status';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { useOrderLimits, useUploadWorkFiles } from '../api/work-files.ts';

/** While the work is under progress or just finished, the provider adds its photos and videos (the API's rule). */
const UPLOAD_STATUSES = ['UP', 'FSD'];
const KB = 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

type Attachment = ProviderOrder['attachments'][number];

/**
 * The work's photos and videos in the pick: the types the server takes for them, each within the operators' size
 * limit, and no more than the photos and videos still allowed on the order (those already sent count).
 */
function rulesFor(limits: OrderLimits, sent: Attachment[]): AttachmentRules {
  const left = (kind: 'image' | 'video', max: number) => Math.max(0, max - sent.filter((a) => a.attachmentType === kind).length);
  return {
    max: left('image', limits.noOfGalleryPhotos) + left('video', limits.noOfGalleryVideos),
    types: [...IMAGE_TYPES, 'video/mp4'],
    maxBytes: (mime) => (mime.startsWith('video/') ? limits.videoSizeLimit : limits.fileSizeLimit) * KB,
  };
}

function Photo({ file }: { file: Attachment }) {
  const { src, failed } = useFileUrl(file.url);
  return (
    <AspectRatio ratio={1}>
      <Box bg="gray.1" style={{ borderRadius: 8, overflow: 'hidden', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {src ? <Image src={src} alt={file.fileName} h="100%" w="100%" fit="cover" /> : failed ? <IconPhotoOff aria-hidden /> : <Loader size="sm" />}
      </Box>
    </AspectRatio>
  );
}

function Video({ file }: { file: Attachment }) {
  const { src, failed } = useFileUrl(file.url);
  return (
    <AspectRatio ratio={1}>
      <Box bg="dark.8" style={{ borderRadius: 8, overflow: 'hidden', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {src ? (
          <video src={src} controls preload="metadata" style={{ width: '100%', height: '100%' }} aria-label={file.fileName} />
        ) : failed ? (
          <IconPhotoOff color="white" aria-hidden />
        ) : (
          <Loader size="sm" color="white" />
        )}
      </Box>
    </AspectRatio>
  );
}

/**
 * Work photos and videos of a job (issue 18 point 3): those sent (the customer sees them once the work is finished),
 * and, while the work is under progress or finished, new ones picked, checked against the operators' limits and sent
 * with the upload's progress per file. The server checks each file again by its bytes (type, size, video length).
 */
export function WorkFiles({ order }: { order: ProviderOrder }) {
  const { t } = useTranslation('jobs');
  const online = useOnline();
  const limits = useOrderLimits();
  const upload = useUploadWorkFiles(order);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number[] | null>(null);
  const sent = order.attachments.filter((a) => a.side === 'provider');
  const canAdd = UPLOAD_STATUSES.includes(order.status);
  if (!canAdd && sent.length === 0) return null;
  const rules = rulesFor(limits, sent);

  const send = async () => {
    const sizes = files.map((f) => f.size);
    setProgress(sizes.map(() => 0));
    try {
      const { message } = await upload.mutateAsync({ files, onProgress: (overall) => setProgress(fileProgress(sizes, overall)) });
      toastSuccess(message);
      setFiles([]);
    } catch (err) {
      toastError(err);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Card withBorder component="section" aria-labelledby="work-files-title">
      <Stack gap="sm">
        <Title order={2} size="h5" id="work-files-title">
          {t('workFiles.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('workFiles.hint')}
        </Text>
        {sent.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('workFiles.none')}
          </Text>
        ) : (
          <SimpleGrid cols={3} spacing="xs" data-testid="work-files">
            {sent.map((f) => (f.attachmentType === 'video' ? <Video key={f.id} file={f} /> : <Photo key={f.id} file={f} />))}
          </SimpleGrid>
        )}
        {canAdd &&
          (online ? (
            <>
              <AttachmentsInput
                value={files}
                onChange={setFiles}
                rules={rules}
                label={t('workFiles.add')}
                description={t('workFiles.limits', {
                  photos: limits.noOfGalleryPhotos,
                  videos: limits.noOfGalleryVideos,
                  imageMb: Math.round(limits.fileSizeLimit / KB),
                  videoMb: Math.round(limits.videoSizeLimit / KB),
                })}
                progress={progress}
                disabled={rules.max === 0}
              />
              <Button
                leftSection={<IconUpload size={18} aria-hidden />}
                onClick={() => void send()}
                loading={upload.isPending}
                disabled={files.length === 0 || files.some((f) => !rules.types.includes(mimeOf(f)))}
              >
                {files.length ? t('workFiles.send', { count: files.length }) : t('workFiles.sendNone')}
              </Button>
            </>
          ) : (
            <Alert color="gray" variant="light">
              {t('workFiles.offline')}
            </Alert>
          ))}
      </Stack>
    </Card>
  );
}
