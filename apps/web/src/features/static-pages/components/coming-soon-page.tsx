import type { ReactNode } from 'react';
import { Badge, Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

type Props = { title: string; body: string; badge: string; icon: ReactNode; back: { to: string; label: string; icon: ReactNode } };

/** Pages the spec shows as not yet open: subscriptions, adds, licence agreement. */
export function ComingSoonPage({ title, body, badge, icon, back }: Props) {
  const { t } = useTranslation('common');
  useDocumentTitle(`${title} · ${t('brand')}`);
  return (
    <Container size="sm" py={{ base: 'xl', sm: 60 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} shadow="xs">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={80} radius={999} variant="light" aria-hidden>
            {icon}
          </ThemeIcon>
          <Badge size="lg" variant="light" color="orange">
            {badge}
          </Badge>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          <Text c="dimmed" maw={460}>
            {body}
          </Text>
          <Button component={Link} to={back.to} leftSection={back.icon} mt="sm">
            {back.label}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
