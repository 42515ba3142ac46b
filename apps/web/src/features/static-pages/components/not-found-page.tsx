import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundIllustration } from './not-found-illustration.tsx';

/** Any unknown path (spec §2.1): 'Page is not available', an image, and a way back home. */
export default function NotFoundPage() {
  const { t } = useTranslation(['static', 'common']);
  useDocumentTitle(`${t('notFound.title')} · ${t('common:brand')}`);
  return (
    <Container size="sm" py={{ base: 'xl', sm: 60 }}>
      <Stack align="center" gap="lg" ta="center">
        <NotFoundIllustration title={t('notFound.imageAlt')} />
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.body')}</Text>
        <Button component={Link} to="/home" size="md" leftSection={<IconHome size={18} />}>
          {t('common:backToHome')}
        </Button>
      </Stack>
    </Container>
  );
}
