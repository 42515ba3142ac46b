import { lazy, Suspense, useMemo, useState } from 'react';
import { Button, Group, List, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowsMaximize, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProviderProfile } from './provider-api.ts';

const ProviderMap = lazy(() => import('./provider-map.tsx'));

type Location = NonNullable<ProviderProfile['locations']>[number];

const placeName = (l: Location, sep: string) => [l.city, l.state !== l.city ? l.state : null, l.country].filter(Boolean).join(sep);

/** Where the provider works: the places as text, a small map, and a larger map in its own modal. */
export function ProviderLocations({ locations }: { locations: Location[] }) {
  const { t, i18n } = useTranslation('provider');
  const [large, setLarge] = useState(false);
  const sep = i18n.language === 'ar' ? '، ' : ', ';
  const points = useMemo(
    () => locations.map((l) => ({ latitude: l.latitude, longitude: l.longitude, label: placeName(l, sep) })),
    [locations, sep],
  );

  if (!locations.length) return <Text c="dimmed" size="sm">{t('noLocations')}</Text>;

  return (
    <Stack gap="sm">
      <List spacing={4} size="sm" icon={<IconMapPin size={16} color="var(--mantine-color-blue-6)" />} center>
        {points.map((p, i) => (
          <List.Item key={i}>{p.label}</List.Item>
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
