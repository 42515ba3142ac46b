import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { IconAppWindow } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Spec §2.2: the portal is open in another window; 'Use here' reloads, which makes this tab the active one. */
export function TabGuardAlert() {
  const { t } = useTranslation('common');
  return (
    <Container size="xl" pt="md" w="100%">
      <Alert color="yellow" variant="light" radius="md" icon={<IconAppWindow size={20} />} data-testid="tab-guard-alert">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <div>
            <Text size="sm" fw={600}>
              {t('tabGuard.message')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('tabGuard.hint')}
            </Text>
          </div>
          <Button size="xs" color="yellow.8" onClick={() => window.location.reload()}>
            {t('tabGuard.useHere')}
          </Button>
        </Group>
      </Alert>
    </Container>
  );
}
