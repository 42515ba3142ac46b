import { Button, Modal, Paper, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconBolt, IconCalendarClock, IconClockQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { truncateDescription } from '../../../components/rich-text-editor/rich-text-value.ts';

type Props = { opened: boolean; onClose: () => void; onNow: () => void; onLater: () => void; description: string };

/**
 * Spec §2.6: before an express order goes out, 'Do you need the provider now?'. Yes sends it to the
 * nearby featured providers; 'Schedule for later' moves what was typed to a direct award with a time.
 */
export function NeedNowModal({ opened, onClose, onNow, onLater, description }: Props) {
  const { t } = useTranslation('order-create');
  const { short, truncated } = truncateDescription(description);
  const brief = (
    <Text size="sm" dir="auto" style={{ wordBreak: 'break-word' }}>
      {short}
    </Text>
  );
  return (
    <Modal.Root opened={opened} onClose={onClose} centered radius="lg" size="md" zIndex={300}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body>
          <Stack align="center" ta="center" gap="md" py="sm">
            <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
              <IconClockQuestion size={34} />
            </ThemeIcon>
            <Modal.Title fw={700} fz="lg">
              {t('needNow.title')}
            </Modal.Title>
            <Text size="sm" c="dimmed">
              {t('needNow.body')}
            </Text>
            {short && (
              <Paper withBorder radius="md" p="sm" w="100%" ta="start" bg="var(--mantine-color-gray-0)">
                {/* Spec §9: a long description is cut here and given whole in a tooltip. */}
                {truncated ? (
                  <Tooltip label={description} multiline w={320} withArrow zIndex={400} events={{ hover: true, focus: true, touch: true }}>
                    <div tabIndex={0}>{brief}</div>
                  </Tooltip>
                ) : (
                  brief
                )}
              </Paper>
            )}
            <Stack gap="xs" w="100%">
              <Button fullWidth leftSection={<IconBolt size={18} />} onClick={onNow} data-autofocus>
                {t('needNow.now')}
              </Button>
              <Button fullWidth variant="default" leftSection={<IconCalendarClock size={18} />} onClick={onLater}>
                {t('needNow.later')}
              </Button>
            </Stack>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
