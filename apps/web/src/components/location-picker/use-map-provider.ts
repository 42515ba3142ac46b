import { useEffect, useSyncExternalStore } from 'react';
import { currentLang } from '@portal/web-kit/i18n';
import { chooseMapProvider, type MapProvider } from './choose-map-provider.ts';
import { useMapsConfig } from './get-maps-config.ts';
import { googleMapsState, loadGoogleMaps, subscribeGoogleMaps } from './load-google-maps.ts';

/** The map the picker draws now; starts loading Google's script only when the server has a key. */
export function useMapProvider(): MapProvider {
  const config = useMapsConfig();
  const google = useSyncExternalStore(subscribeGoogleMaps, googleMapsState);
  const key = config.data?.provider === 'google' ? config.data.googleMapsApiKey : undefined;
  const scriptUrl = config.data?.googleMapsScriptUrl;
  useEffect(() => {
    if (key && scriptUrl) void loadGoogleMaps({ scriptUrl, key, lang: currentLang() }).catch(() => {});
  }, [key, scriptUrl]);
  return chooseMapProvider(config.data, config.isError, google);
}
