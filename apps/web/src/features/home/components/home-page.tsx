import '@mantine/carousel/styles.layer.css';
import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconFileText, IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import { HomeAlerts } from './home-alerts.tsx';
import { OrderNow } from './order-now.tsx';
import { RatedProvidersSlider } from './rated-providers-slider.tsx';

/** Home (spec §2.5): alerts, banners, Order Now with the three modes, rated providers, and help links. */
export default function HomePage() {
  const { t } = useTranslation(['home', 'common']);
  const session = useSession();
  useDocumentTitle(`${t('common:nav.home')} · ${t('common:brand')}`);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Text component="h1" fz={{ base: 22, sm: 28 }} fw={700} m={0}>
            {session?.user.name ? t('greeting', { name: session.user.name }) : t('greetingAnonymous')}
          </Text>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>
        <HomeAlerts />
        <BannerCarousel />
        <OrderNow />
        <RatedProvidersSlider />
        <Group component="nav" aria-label={t('help.label')} gap="lg" justify="center" pt="md" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          <Anchor component={Link} to="/report-abuse" size="sm" c="dimmed" style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
            <IconFlag size={16} aria-hidden />
            {t('help.reportAbuse')}
          </Anchor>
          <Anchor component={Link} to="/usage-policies" size="sm" c="dimmed" style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
            <IconFileText size={16} aria-hidden />
            {t('help.usagePolicies')}
          </Anchor>
        </Group>
      </Stack>
    </Container>
  );
}
