import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** An RFP id that is missing, malformed or not the customer's: the same words, so another's RFP is not revealed. */
export function RfpNotFound() {
  const { t } = useTranslation(['rfps', 'common']);
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Alert color="gray" icon={<IconAlertTriangle />} title={t('rfps:notFound')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('rfps:notFoundHint')}</Text>
          <Button component={Link} to="/rfps" size="xs" variant="white">
            {t('common:nav.rfps')}
          </Button>
        </Stack>
      </Alert>
    </Container>
  );
}
