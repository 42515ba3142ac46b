import { Anchor, Button, Container, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck, IconLogin } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorText } from '@portal/web-kit/toast';
import { useVerifyAccount } from '../api/verify-account.ts';

/** /verifyAccount (spec §2.1): verifies on load, then Success and Go to Login, or why it failed. */
export default function VerifyAccountPage() {
  const { t } = useTranslation(['verification', 'common']);
  const [params] = useSearchParams();
  const id = params.get('id');
  const token = params.get('token');
  const linkBroken = !id || !token;
  const verify = useVerifyAccount(id, token);
  useDocumentTitle(`${verify.isSuccess ? t('success.title') : t('title')} · ${t('common:brand')}`);

  let body: React.ReactNode;
  if (!linkBroken && verify.isPending) {
    body = (
      <Group gap="sm" justify="center" role="status" py="xl">
        <Loader size="sm" />
        <Text>{t('verifying')}</Text>
      </Group>
    );
  } else if (verify.isSuccess) {
    body = (
      <>
        <ThemeIcon size={80} radius={999} variant="light" color="teal" aria-hidden>
          <IconCircleCheck size={48} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {t('success.title')}
        </Title>
        <Text>{t('success.body')}</Text>
        <Button component={Link} to="/landing?is-login=true" size="md" leftSection={<IconLogin size={18} />} fullWidth>
          {t('success.goToLogin')}
        </Button>
      </>
    );
  } else {
    body = (
      <>
        <ThemeIcon size={80} radius={999} variant="light" color="red" aria-hidden>
          <IconAlertCircle size={48} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {t('error.title')}
        </Title>
        <Text role="alert">{linkBroken ? t('error.invalidLink') : errorText(verify.error)}</Text>
        <Anchor component={Link} to="/landing">
          {t('common:backToLanding')}
        </Anchor>
      </>
    );
  }

  return (
    <Container size="xs" py={{ base: 'xl', sm: 60 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xs">
        <Stack align="center" gap="lg" ta="center">
          {body}
        </Stack>
      </Paper>
    </Container>
  );
}
