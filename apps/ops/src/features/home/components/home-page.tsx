import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpsSession } from '../../../lib/session.ts';

/** The console's first screen: who is signed in and what their role lets them do. */
export function HomePage() {
  const { t } = useTranslation('common');
  const session = useOpsSession();
  if (!session) return null;
  return (
    <Stack gap="xs">
      <Title order={1} fz="h2">
        {t('welcome', { name: session.user.name })}
      </Title>
      <Text c="dimmed">{t(`roleHint.${session.user.role}`)}</Text>
    </Stack>
  );
}
