import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBolt, IconChevronRight, IconFileDescription, IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MirrorInRtl } from '@portal/ui/mirror-in-rtl';

const SERVICES = [
  { key: 'express', to: '/express', icon: IconBolt, color: 'orange' },
  { key: 'directAward', to: '/direct-award', icon: IconUserCheck, color: 'blue' },
  { key: 'rfp', to: '/rfps/create', icon: IconFileDescription, color: 'teal' },
] as const;

/** 'Order Now' with the three ordering modes of spec §1, each a card that starts that mode. */
export function OrderNow() {
  const { t } = useTranslation('home');
  return (
    <Stack gap="md" component="section" aria-labelledby="order-now-title">
      <Title id="order-now-title" order={2} fz={{ base: 22, sm: 26 }} tabIndex={-1} style={{ scrollMarginTop: 80 }}>
        {t('orderNow.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {SERVICES.map(({ key, to, icon: Icon, color }) => (
          <Card
            key={key}
            component={Link}
            to={to}
            withBorder
            radius="lg"
            padding="lg"
            style={{ textDecoration: 'none', transition: 'box-shadow 150ms ease' }}
          >
            <Stack gap="sm" h="100%">
              <ThemeIcon size={52} radius="md" variant="light" color={color} aria-hidden>
                <Icon size={30} />
              </ThemeIcon>
              <Title order={3} fz="lg">
                {t(`orderNow.${key}.title`)}
              </Title>
              <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                {t(`orderNow.${key}.body`)}
              </Text>
              <Text size="sm" fw={600} c={`${color}.7`} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
                {t(`orderNow.${key}.cta`)}
                <MirrorInRtl>
                  <IconChevronRight size={16} />
                </MirrorInRtl>
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
