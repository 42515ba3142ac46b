import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconHome, IconTools } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A signed-in page whose screen comes in a later issue: its title in the frame, and an honest word. */
export function FramedPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('common');
  const title = t(titleKey);
  // On /home itself a way back home would be a loop.
  const atHome = useLocation().pathname === '/home';
  useDocumentTitle(`${title} · ${t('brand')}`);
  return (
    <Container size="md" py="xl">
      <Title order={1} fz={{ base: 26, sm: 32 }} mb="lg">
        {title}
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
            <IconTools size={34} />
          </ThemeIcon>
          <Text fz="lg" fw={500}>
            {t('framed.soon')}
          </Text>
          {!atHome && (
            <>
              <Text c="dimmed">{t('framed.hint')}</Text>
              <Button component={Link} to="/home" leftSection={<IconHome size={18} />}>
                {t('backToHome')}
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
