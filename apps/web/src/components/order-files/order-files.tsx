import { useState } from 'react';
import {
  Anchor,
  AspectRatio,
  Box,
  Group,
  Image,
  Loader,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconFileTypePdf, IconPhotoOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toastError } from '@portal/web-kit/toast';
import { downloadFile, useFileUrl } from '@portal/web-kit/file-url';
import type { OrderAttachment } from '@portal/contract/orders';

function Thumb({ file, onOpen }: { file: OrderAttachment; onOpen: (src: string) => void }) {
  const { t } = useTranslation('orders');
  const { src, failed } = useFileUrl(file.url);
  return (
    <AspectRatio ratio={4 / 3}>
      <UnstyledButton
        onClick={() => src && onOpen(src)}
        aria-label={t('files.openImage', { name: file.fileName })}
        style={{
          borderRadius: 12,
          overflow: 'hidden',
          background: 'var(--mantine-color-gray-1)',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {src ? (
          <Image src={src} alt={file.fileName} h="100%" w="100%" fit="cover" />
        ) : failed ? (
          <IconPhotoOff color="var(--mantine-color-gray-5)" aria-hidden />
        ) : (
          <Loader size="sm" />
        )}
      </UnstyledButton>
    </AspectRatio>
  );
}

function Video({ file }: { file: OrderAttachment }) {
  const { src, failed } = useFileUrl(file.url);
  return (
    <AspectRatio ratio={16 / 9}>
      <Box bg="dark.8" style={{ borderRadius: 12, overflow: 'hidden', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
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

function Document({ file }: { file: OrderAttachment }) {
  const { t } = useTranslation('orders');
  const [busy, setBusy] = useState(false);
  return (
    <Paper withBorder radius="md" p="sm">
      <Group gap="sm" wrap="nowrap">
        <IconFileTypePdf size={28} color="var(--mantine-color-red-6)" aria-hidden style={{ flexShrink: 0 }} />
        <Anchor
          component="button"
          type="button"
          size="sm"
          truncate
          disabled={busy}
          onClick={() => {
            setBusy(true);
            downloadFile(file.url, file.fileName)
              .catch(toastError)
              .finally(() => setBusy(false));
          }}
          aria-label={t('files.download', { name: file.fileName })}
          style={{ minWidth: 0 }}
        >
          {file.fileName}
        </Anchor>
        {busy && <Loader size="xs" />}
      </Group>
    </Paper>
  );
}

export function FileGroup({ title, files }: { title: string; files: OrderAttachment[] }) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState<string | null>(null);
  const images = files.filter((f) => f.attachmentType === 'image');
  const videos = files.filter((f) => f.attachmentType === 'video');
  const docs = files.filter((f) => f.attachmentType === 'document');
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {title}
      </Text>
      {images.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          {images.map((f) => (
            <Thumb key={f.id} file={f} onOpen={setOpen} />
          ))}
        </SimpleGrid>
      )}
      {videos.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {videos.map((f) => (
            <Video key={f.id} file={f} />
          ))}
        </SimpleGrid>
      )}
      {docs.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {docs.map((f) => (
            <Document key={f.id} file={f} />
          ))}
        </SimpleGrid>
      )}
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        size="xl"
        centered
        title={t('files.image')}
        zIndex={300}
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        {open && <Image src={open} alt="" radius="md" fit="contain" mah="75vh" />}
      </Modal>
    </Stack>
  );
}

/**
 * The order's files (spec §2.8): the customer's brief files, and the provider's work files once the work
 * is finished (the caller decides), as image thumbnails, playable videos and downloadable documents.
 */
export function OrderAttachments({ customer, provider }: { customer: OrderAttachment[]; provider: OrderAttachment[] | null }) {
  const { t } = useTranslation('orders');
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="md">
        <Title order={2} fz="md">
          {t('files.title')}
        </Title>
        {customer.length === 0 && !provider?.length ? (
          <Text size="sm" c="dimmed">
            {t('files.none')}
          </Text>
        ) : (
          <>
            {customer.length > 0 && <FileGroup title={t('files.yours')} files={customer} />}
            {provider && provider.length > 0 && <FileGroup title={t('files.provider')} files={provider} />}
          </>
        )}
      </Stack>
    </Paper>
  );
}
