import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MirrorInRtl } from '@portal/ui/mirror-in-rtl';

/** The send button, and while the order uploads, how far it has gone. */
export function SendBar({ sending, progress, label }: { sending: boolean; progress: number | null; label?: string }) {
  const { t } = useTranslation('order-create');
  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <Stack gap="xs">
      <Group justify="flex-end">
        <Button
          type="submit"
          size="md"
          miw={200}
          loading={sending}
          rightSection={
            <MirrorInRtl>
              <IconSend size={18} />
            </MirrorInRtl>
          }
        >
          {label ?? t('send')}
        </Button>
      </Group>
      {percent !== null && (
        <Stack gap={4} aria-live="polite">
          <Progress value={percent} animated={percent < 100} size="md" radius="xl" aria-label={t('uploading', { percent })} />
          <Text size="sm" c="dimmed" ta="end">
            {percent < 100 ? t('uploading', { percent }) : t('processing')}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
