import { useState } from 'react';
import { Button, CloseButton, Container, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { pushSupported } from '../push-support.ts';
import { enablePush } from '../push-subscription.ts';

const DISMISSED = 'pushPromptDismissed';

const shouldAsk = () => pushSupported() && Notification.permission === 'default' && !localStorage.getItem(DISMISSED);

/**
 * A quiet offer to turn pushes on. Browsers penalise sites that ask for permission on load, so the
 * question is only put when the user clicks 'Turn on'; 'Not now' hides the offer for good.
 */
export function PushPrompt() {
  const { t } = useTranslation('notifications');
  const [visible, setVisible] = useState(shouldAsk);
  const [asking, setAsking] = useState(false);
  if (!visible) return null;

  const dismiss = () => {
    localStorage.setItem(DISMISSED, '1');
    setVisible(false);
  };
  const turnOn = async () => {
    setAsking(true);
    try {
      await enablePush();
    } catch (err) {
      console.warn('push permission request failed', err);
    } finally {
      setAsking(false);
      // Granted or refused, the browser now remembers the answer: say which, and there is nothing left to offer.
      const permission = Notification.permission;
      if (permission === 'granted') toastSuccess(t('push.enabled'));
      else if (permission === 'denied') toastError(t('push.blocked'));
      setVisible(permission === 'default');
    }
  };

  return (
    <Container size="xl" pt="md" w="100%">
      <Paper withBorder radius="md" p="sm" data-testid="push-prompt">
        <Group wrap="nowrap" gap="sm" align="center">
          <ThemeIcon variant="light" size={38} radius="xl" aria-hidden style={{ flex: 'none' }}>
            <IconBellRinging size={20} />
          </ThemeIcon>
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {t('push.prompt')}
            </Text>
            <Text size="xs" c="dimmed" visibleFrom="sm">
              {t('push.hint')}
            </Text>
          </Stack>
          <Button size="xs" onClick={() => void turnOn()} loading={asking} style={{ flex: 'none' }}>
            {t('push.turnOn')}
          </Button>
          <CloseButton size="sm" aria-label={t('push.notNow')} onClick={dismiss} />
        </Group>
      </Paper>
    </Container>
  );
}
