import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProSession } from '../../../lib/session.ts';

/** The provider app's first screen. */
export function HomePage() {
  const { t } = useTranslation('common');
  const session = useProSession();
  if (!session) return null;
  return (
    <Stack gap="xs">
      <Title order={1} fz="h2">
        {t('welcome', { name: session.user.name })}
      </Title>
      <Text c="dimmed">{t('homeHint')}</Text>
    </Stack>
  );
}
