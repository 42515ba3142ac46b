import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@portal/web-kit/toast';

/** What a failed read needs: the error in the page's language and a retry (spinning while it refetches). */
export function LoadErrorAlert({
  title,
  query,
}: {
  title: string;
  query: { error: unknown; refetch: () => unknown; isFetching: boolean };
}) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" icon={<IconAlertTriangle />} title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorText(query.error)}</Text>
        <Button size="xs" variant="white" color="red" onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
