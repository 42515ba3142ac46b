import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Autocomplete, Box, Button, Center, Group, Input, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { IconCurrentLocation, IconMapPin, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GeoServices } from './geo-services.ts';
import { locationFromAddress, locationFromPoint, type PickedLocation } from './resolve-location.ts';
import { placeLabel, usePlaceSearch } from './use-place-search.ts';
import { useMapProvider } from './use-map-provider.ts';
import { useGooglePlaceSearch } from './use-google-place-search.ts';
import { placePoint } from './google-places.ts';

// Both maps are their own chunks: a page draws one of them, and Google's only when the server has a key.
const MapView = lazy(() => import('./map-view.tsx'));
const GoogleMapView = lazy(() => import('./google-map-view.tsx'));

export type { GeoServices } from './geo-services.ts';
export { clip, locationFromAddress, locationFromPoint, type PickedLocation } from './resolve-location.ts';

export type LocationPickerProps = {
  /** The API's map services (@portal/web-kit/geo's geoServices). */
  services: GeoServices;
  value: PickedLocation | null;
  onChange: (value: PickedLocation) => void;
  label: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  mapHeight?: number;
  /** A reach drawn around the point, in km (a provider's service area: its express radius). */
  radiusKm?: number;
};

/**
 * Shared map picker (docs/design.md, Maps; the customer's forms in apps/web, the provider's service areas in apps/pro): search an address, click or drag the marker, or use the device's
 * position; each point is reverse-geocoded through the API into country, city and area. With a Google
 * key on the server it draws Google Maps and suggests Google Places; Leaflet and our gazetteer otherwise
 * and whenever Google fails (script error, timeout, refused key).
 */
export function LocationPicker({
  services,
  value,
  onChange,
  label,
  error,
  disabled,
  required,
  mapHeight = 240,
  radiusKm,
}: LocationPickerProps) {
  const { t } = useTranslation('location');
  const [search, setSearch] = useState('');
  const [resolving, setResolving] = useState(false);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const lookup = useRef<AbortController | null>(null);
  const provider = useMapProvider(services);
  const googleApi = provider.kind === 'google' ? provider.api : null;
  const google = useGooglePlaceSearch(googleApi, search);
  // A key without the Places API enabled still gives a map: suggestions then come from our gazetteer.
  const googleSuggests = !!googleApi && !google.failed;
  const gazetteer = usePlaceSearch(services, search, !googleSuggests);
  const searching = googleSuggests ? google.searching : gazetteer.searching;

  const pick = useCallback(
    async (lat: number, lng: number) => {
      lookup.current?.abort();
      const controller = new AbortController();
      lookup.current = controller;
      setProblem(null);
      setResolving(true);
      onChange({ ...(value ?? locationFromPoint(lat, lng)), latitude: lat, longitude: lng });
      try {
        const address = await services.reverse(lat, lng, controller.signal);
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
    [onChange, t, value, services],
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

  /** Each suggestion by the text shown (suggestions with the same text are shown once), with what choosing it does. */
  const options = useMemo(() => {
    const byLabel = new Map<string, () => void>();
    if (googleSuggests) {
      for (const s of google.results)
        byLabel.set(s.label, () => {
          google.endSession();
          placePoint(s).then(
            (p) => void pick(p.lat, p.lng),
            () => setProblem(t('notFound')),
          );
        });
    } else {
      for (const r of gazetteer.results)
        byLabel.set(placeLabel(r), () => {
          setProblem(null);
          onChange(locationFromAddress(r));
        });
    }
    return byLabel;
  }, [googleSuggests, google, gazetteer.results, pick, onChange, t]);

  const choose = (text: string) => options.get(text)?.();

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
            data={[...options.keys()]}
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
            {provider.kind === 'pending' ? (
              <Skeleton height={mapHeight} radius="md" />
            ) : provider.kind === 'google' ? (
              <GoogleMapView
                api={provider.api}
                point={point}
                onPick={(lat, lng) => void pick(lat, lng)}
                disabled={disabled}
                height={mapHeight}
                label={t('mapLabel')}
                radiusKm={radiusKm}
              />
            ) : (
              <MapView
                point={point}
                onPick={(lat, lng) => void pick(lat, lng)}
                disabled={disabled}
                height={mapHeight}
                label={t('mapLabel')}
                tileUrl={provider.tileUrl}
                radiusKm={radiusKm}
              />
            )}
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
