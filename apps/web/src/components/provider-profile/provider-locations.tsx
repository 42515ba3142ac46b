import { lazy, Suspense, useMemo, useState } from 'react';
import { Button, Group, List, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowsMaximize, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProviderProfile } from '../../api/providers/provider-profile.ts';

const ProviderMap = lazy(() => import('./provider-map.tsx'));

type Location = NonNullable<ProviderProfile['locations']>[number];

/** Place names come as stored: the Arabic comma only between Arabic names. */
const placeName = (l: Location) => {
  const parts = [l.city, l.state !== l.city ? l.state : null, l.country].filter(Boolean) as string[];
  return parts.join(parts.some((p) => /[\u0600-\u06FF]/.test(p)) ? '، ' : ', ');
};

/** Where the provider works: the places as text, a small map, and a larger map in its own modal. */
export function ProviderLocations({ locations }: { locations: Location[] }) {
  const { t } = useTranslation('provider');
  const [large, setLarge] = useState(false);
  const points = useMemo(() => locations.map((l) => ({ latitude: l.latitude, longitude: l.longitude, label: placeName(l) })), [locations]);

  if (!locations.length) return <Text c="dimmed" size="sm">{t('noLocations')}</Text>;

  return (
    <Stack gap="sm">
      <List spacing={4} size="sm" icon={<IconMapPin size={16} color="var(--mantine-color-blue-6)" />} center>
        {points.map((p, i) => (
          <List.Item key={i}>
            <span dir="auto">{p.label}</span>
          </List.Item>
        ))}
      </List>
      <Suspense fallback={<Skeleton h={200} radius="md" />}>
        <ProviderMap points={points} height={200} label={t('mapLabel')} />
      </Suspense>
      <Group justify="flex-end">
        <Button variant="subtle" size="xs" leftSection={<IconArrowsMaximize size={14} />} onClick={() => setLarge(true)}>
          {t('largerMap')}
        </Button>
      </Group>
      <Modal opened={large} onClose={() => setLarge(false)} title={t('locations')} size="xl" centered closeButtonProps={{ 'aria-label': t('close') }}>
        {large && (
          <Suspense fallback={<Skeleton h="60vh" radius="md" />}>
            <ProviderMap points={points} height="60vh" label={t('mapLabel')} />
          </Suspense>
        )}
      </Modal>
    </Stack>
  );
}
