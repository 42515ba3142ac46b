import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ActionIcon, Button, Group, Input, Paper, Stack, Text } from '@mantine/core';
import { IconMapPin, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contract/limits';
import { PROVIDER_PROFILE_LIMITS, type ProviderServiceArea } from '@portal/contract/provider-account';
import { FormModal } from '@portal/ui/form-modal';
import { clip, LocationPicker, type PickedLocation } from '@portal/ui/location-picker';
import { geoServices } from '@portal/web-kit/geo';

/** "Zarqa، Zarqa، Jordan" without repeating a name (a city that is its own governorate). */
export const areaName = (a: Pick<ProviderServiceArea, 'city' | 'state' | 'country'>, sep = ', ') =>
  [a.city, a.state, a.country].filter((x, i, all) => x && all.indexOf(x) === i).join(sep);

/** The place the map named, as the API keeps a service area: city, governorate, country and the point. */
function areaOf(p: PickedLocation): ProviderServiceArea | null {
  const city = (p.city || p.area).trim();
  if (!city || !p.country.trim()) return null;
  return {
    city: clip(city, LIMITS.nameMax),
    state: clip(p.state?.trim() || city, LIMITS.nameMax),
    country: clip(p.country, LIMITS.nameMax),
    latitude: p.latitude,
    longitude: p.longitude,
  };
}

const pickedOf = (a: ProviderServiceArea): PickedLocation => ({
  latitude: a.latitude,
  longitude: a.longitude,
  city: a.city,
  state: a.state,
  country: a.country,
  area: a.city,
  address: areaName(a),
});

/**
 * An area as the provider reads it: the district, town and country the map names at its point, in the app's language
 * (the API keeps the names as written when the area was chosen, without the district: two areas in Amman would
 * otherwise read the same); the stored names while the lookup runs or if it fails.
 */
function AreaLabel({ area, sep }: { area: ProviderServiceArea; sep: string }) {
  const { i18n } = useTranslation();
  const place = useQuery({
    queryKey: ['geo-reverse', area.latitude, area.longitude, i18n.language],
    queryFn: ({ signal }) => geoServices.reverse(area.latitude, area.longitude, signal),
    staleTime: Infinity,
    retry: false,
  });
  const named = place.data && !place.data.outsideJordan ? place.data : null;
  const text = named ? [named.placeName, named.city || named.state, named.country].map((x) => x.trim()).filter((x, i, all) => x && all.indexOf(x) === i).join(sep) : '';
  return (
    <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
      {text || areaName(area, sep)}
    </Text>
  );
}

/** One area chosen on the map: a search, a tap or the phone's position, the express reach drawn around it. */
function AreaDialog({ initial, onClose, onSave }: { initial: ProviderServiceArea | null; onClose: () => void; onSave: (a: ProviderServiceArea) => void }) {
  const { t } = useTranslation('profile');
  const [picked, setPicked] = useState<PickedLocation | null>(() => (initial ? pickedOf(initial) : null));
  const area = picked ? areaOf(picked) : null;
  return (
    <FormModal opened onClose={onClose} title={initial ? t('areas.editTitle') : t('areas.addTitle')} size="lg">
      <Stack gap="sm">
        <LocationPicker
          services={geoServices}
          value={picked}
          onChange={setPicked}
          label={t('areas.where')}
          radiusKm={LIMITS.nearbyRadiusKm}
          mapHeight={300}
          error={picked && !area ? t('areas.unnamed') : undefined}
        />
        <Text size="sm" c="dimmed">
          {t('areas.reach', { km: LIMITS.nearbyRadiusKm })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button disabled={!area} onClick={() => area && onSave(area)}>
            {t('areas.keep')}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}

type Props = { value: ProviderServiceArea[]; onChange: (areas: ProviderServiceArea[]) => void; error?: string };

/**
 * The provider's service areas (issue 18 point 6), each a point on the map with the place's names: express offers
 * reach the provider for work within LIMITS.nearbyRadiusKm of one of them (dispatch.repository.ts), and the
 * distance shown on offers is to the nearest. Added, moved or removed here; kept with the profile's Save.
 */
export function ServiceAreas({ value, onChange, error }: Props) {
  const { t, i18n } = useTranslation('profile');
  const sep = i18n.language === 'ar' ? '، ' : ', ';
  // null: closed; 'new': adding; a number: editing that one.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const full = value.length >= PROVIDER_PROFILE_LIMITS.locationsMax;
  return (
    <Input.Wrapper
      label={t('serviceAreas')}
      description={t('areas.hint', { km: LIMITS.nearbyRadiusKm, max: PROVIDER_PROFILE_LIMITS.locationsMax })}
      error={error}
      mt="md"
    >
      <Stack gap="xs" mt={6}>
        {value.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('noServiceAreas')}
          </Text>
        ) : (
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="service-areas">
            {value.map((a, i) => {
              const name = areaName(a, sep);
              return (
                <Paper key={`${a.latitude},${a.longitude},${i}`} withBorder radius="md" p={8} component="li">
                  <Group gap="xs" wrap="nowrap">
                    <IconMapPin size={18} aria-hidden style={{ flexShrink: 0 }} />
                    <AreaLabel area={a} sep={sep} />
                    <ActionIcon variant="subtle" aria-label={t('areas.edit', { name })} onClick={() => setEditing(i)}>
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon variant="subtle" color="red" aria-label={t('areas.remove', { name })} onClick={() => onChange(value.filter((_, j) => j !== i))}>
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        )}
        <Button variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')} disabled={full} w="fit-content">
          {t('areas.add')}
        </Button>
      </Stack>
      {editing !== null && (
        <AreaDialog
          initial={editing === 'new' ? null : (value[editing] ?? null)}
          onClose={() => setEditing(null)}
          onSave={(area) => {
            onChange(editing === 'new' ? [...value, area] : value.map((a, j) => (j === editing ? area : a)));
            setEditing(null);
          }}
        />
      )}
    </Input.Wrapper>
  );
}
