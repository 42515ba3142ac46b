import '@mantine/carousel/styles.layer.css';
import { useEffect } from 'react';
import { Alert, Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconFileText, IconFlag, IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import { HomeAlerts } from './home-alerts.tsx';
import { homeFlags } from './home-flags.ts';
import { OrderNow } from './order-now.tsx';
import { RatedProvidersSlider } from './rated-providers-slider.tsx';

/** Home (spec §2.5): alerts, banners, Order Now with the three modes, rated providers, and help links. */
export default function HomePage() {
  const { t } = useTranslation(['home', 'common']);
  const session = useSession();
  useDocumentTitle(`${t('common:nav.home')} · ${t('common:brand')}`);
  const [params] = useSearchParams();
  const flags = homeFlags(params);
  // ?is-service: straight to Order Now, its heading focused so keyboard and screen reader users land there too.
  useEffect(() => {
    if (!flags.orderNow) return;
    const heading = document.getElementById('order-now-title');
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [flags.orderNow]);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Text component="h1" fz={{ base: 22, sm: 28 }} fw={700} m={0}>
            {session?.user.name ? t('greeting', { name: session.user.name }) : t('greetingAnonymous')}
          </Text>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>
        {flags.rfpReply && (
          <Alert color="blue" radius="md" icon={<IconMessages />} title={t('flags.rfpReplyTitle')} data-testid="rfp-reply-alert">
            <Text size="sm">
              {t('flags.rfpReplyBody')}{' '}
              <Anchor component={Link} to="/rfps" fw={600} size="sm">
                {t('flags.rfpReplyLink')}
              </Anchor>
            </Text>
          </Alert>
        )}
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
