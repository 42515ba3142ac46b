import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Autocomplete, Box, Button, Center, Group, Input, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { IconCurrentLocation, IconMapPin, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { reverseGeocode } from './geo-api.ts';
import { locationFromAddress, locationFromPoint, type PickedLocation } from './resolve-location.ts';
import { placeLabel, usePlaceSearch } from './use-place-search.ts';

const MapView = lazy(() => import('./map-view.tsx'));

export type LocationPickerProps = {
  value: PickedLocation | null;
  onChange: (value: PickedLocation) => void;
  label: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  mapHeight?: number;
};

/**
 * Shared map picker (DESIGN.md, Maps): search an address, click or drag the marker, or use the device's
 * position; each point is reverse-geocoded through the API into country, city and area.
 */
export function LocationPicker({ value, onChange, label, error, disabled, required, mapHeight = 240 }: LocationPickerProps) {
  const { t } = useTranslation('location');
  const [search, setSearch] = useState('');
  const [resolving, setResolving] = useState(false);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const lookup = useRef<AbortController | null>(null);
  const { results, searching } = usePlaceSearch(search);

  const byLabel = useMemo(() => new Map(results.map((r) => [placeLabel(r), r])), [results]);

  const pick = useCallback(
    async (lat: number, lng: number) => {
      lookup.current?.abort();
      const controller = new AbortController();
      lookup.current = controller;
      setProblem(null);
      setResolving(true);
      onChange({ ...(value ?? locationFromPoint(lat, lng)), latitude: lat, longitude: lng });
      try {
        const address = await reverseGeocode(lat, lng, controller.signal);
        // The user's own point is kept; the lookup only names the place around it.
        onChange({ ...locationFromAddress(address), latitude: lat, longitude: lng });
      } catch (err) {
        if ((err as Error).name === 'AbortError') return;
        onChange(locationFromPoint(lat, lng));
        setProblem(t('notFound'));
      } finally {
        if (lookup.current === controller) setResolving(false);
      }
    },
    [onChange, t, value],
  );

  const useMyLocation = () => {
    if (!('geolocation' in navigator)) return setProblem(t('geolocationUnavailable'));
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        void pick(pos.coords.latitude, pos.coords.longitude);
      },
      () => {
        setLocating(false);
        setProblem(t('geolocationDenied'));
      },
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  };

  const choose = (text: string) => {
    const place = byLabel.get(text);
    if (!place) return;
    setProblem(null);
    onChange(locationFromAddress(place));
  };

  const point = useMemo(() => (value ? { lat: value.latitude, lng: value.longitude } : null), [value]);

  return (
    <Input.Wrapper label={label} error={error} required={required}>
      <Stack gap="xs" mt={4}>
        <Group gap="xs" align="flex-start" wrap="wrap">
          <Autocomplete
            style={{ flex: '1 1 220px' }}
            aria-label={t('searchLabel')}
            placeholder={t('searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            rightSection={searching ? <Loader size={14} /> : null}
            value={search}
            onChange={setSearch}
            onOptionSubmit={choose}
            data={[...byLabel.keys()]}
            filter={({ options }) => options}
            disabled={disabled}
            comboboxProps={{ zIndex: 1000 }}
          />
          <Button
            variant="light"
            leftSection={<IconCurrentLocation size={16} />}
            onClick={useMyLocation}
            loading={locating}
            disabled={disabled}
          >
            {t('useMyLocation')}
          </Button>
        </Group>
        <Box style={{ opacity: disabled ? 0.6 : 1 }}>
          <Suspense fallback={<Skeleton height={mapHeight} radius="md" />}>
            <MapView
              point={point}
              onPick={(lat, lng) => void pick(lat, lng)}
              disabled={disabled}
              height={mapHeight}
              label={t('mapLabel')}
            />
          </Suspense>
        </Box>
        <Group gap={6} wrap="nowrap" align="flex-start" aria-live="polite">
          {resolving ? (
            <Center w={16} h={20}>
              <Loader size={14} />
            </Center>
          ) : (
            <IconMapPin size={16} style={{ flexShrink: 0, marginTop: 2 }} color="var(--mantine-color-dimmed)" />
          )}
          <Text size="sm" c={problem ? 'orange.8' : value ? undefined : 'dimmed'}>
            {problem ?? (resolving ? t('resolving') : value?.address || (value ? t('pointChosen') : t('hint')))}
          </Text>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
