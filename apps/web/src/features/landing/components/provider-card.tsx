import { Avatar, Badge, Card, Group, Rating, Stack, Text, Tooltip } from '@mantine/core';
import { IconCrown, IconRosetteDiscountCheckFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SliderProvider } from '../../../api/providers/provider-slider.ts';

const GOLD = 'var(--mantine-color-yellow-5)';

/** One provider of the slider: photo in a golden ring, certified mark, half-step rating and review count. */
export function ProviderCard({ provider }: { provider: SliderProvider }) {
  const { t, i18n } = useTranslation('landing');
  const golden = provider.isGoldenTechnician === 1;
  const certified = provider.isCertified === 1;
  const rating = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(provider.rating);

  return (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Stack align="center" gap={8} ta="center">
        <div style={{ position: 'relative' }}>
          <Avatar
            src={provider.profilePhoto}
            alt={provider.name}
            size={88}
            radius={999}
            style={{
              border: `4px solid ${golden ? GOLD : 'var(--mantine-color-gray-2)'}`,
              boxShadow: golden ? '0 0 0 3px var(--mantine-color-yellow-1)' : undefined,
            }}
          >
            {provider.name.slice(0, 1)}
          </Avatar>
          {certified && (
            <Tooltip label={t('providers.certified')} withArrow>
              <IconRosetteDiscountCheckFilled
                size={28}
                color="var(--mantine-color-blue-6)"
                aria-label={t('providers.certified')}
                role="img"
                style={{ position: 'absolute', bottom: -2, insetInlineEnd: -2, background: 'white', borderRadius: '50%' }}
              />
            </Tooltip>
          )}
        </div>
        <Text fw={700} lineClamp={2} mih={48} style={{ display: 'flex', alignItems: 'center' }}>
          {provider.name}
        </Text>
        {golden && (
          <Badge color="yellow" variant="light" tt="none" leftSection={<IconCrown size={12} />}>
            {t('providers.golden')}
          </Badge>
        )}
        <Group gap={6} justify="center" wrap="nowrap">
          <Rating value={provider.rating} fractions={2} readOnly size="sm" role="img" aria-label={t('providers.ratingLabel', { rating })} />
          <Text size="sm" fw={600}>
            {rating}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('providers.reviews', { count: provider.total })}
        </Text>
      </Stack>
    </Card>
  );
}
