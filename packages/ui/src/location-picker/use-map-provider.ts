import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseMapProvider, type MapProvider } from './choose-map-provider.ts';
import type { GeoServices } from './geo-services.ts';
import { useMapsConfig } from './get-maps-config.ts';
import { googleMapsState, loadGoogleMaps, subscribeGoogleMaps } from './load-google-maps.ts';

/** The map the picker draws now; starts loading Google's script only when the server has a key. */
export function useMapProvider(services: GeoServices): MapProvider {
  const config = useMapsConfig(services);
  const lang = useTranslation().i18n.language;
  const google = useSyncExternalStore(subscribeGoogleMaps, googleMapsState);
  const key = config.data?.provider === 'google' ? config.data.googleMapsApiKey : undefined;
  const scriptUrl = config.data?.googleMapsScriptUrl;
  useEffect(() => {
    if (key && scriptUrl) void loadGoogleMaps({ scriptUrl, key, lang }).catch(() => {});
  }, [key, scriptUrl, lang]);
  return chooseMapProvider(config.data, config.isError, google);
}
