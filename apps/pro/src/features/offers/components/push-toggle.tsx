import { Button, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enablePush, pushPermission } from '../../../lib/service-worker.ts';

/** New offers by Web Push: asked only on the provider's tap, never on load. */
export function PushToggle() {
  const { t } = useTranslation('jobs');
  const [permission, setPermission] = useState(pushPermission);
  if (permission === 'unsupported') return null;
  if (permission === 'granted')
    return (
      <Text size="sm" c="teal">
        {t('offers.pushEnabled')}
      </Text>
    );
  if (permission === 'denied')
    return (
      <Text size="sm" c="dimmed">
        {t('offers.pushBlocked')}
      </Text>
    );
  return (
    <Button variant="light" leftSection={<IconBell size={16} aria-hidden />} onClick={() => void enablePush().then(setPermission)}>
      {t('offers.pushOn')}
    </Button>
  );
}
