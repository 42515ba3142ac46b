import { useRef } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GoogleMapsApi } from './google-maps-api.ts';
import { fetchPlaceSuggestions } from './google-places.ts';

const MIN_CHARS = 2;

/**
 * Places suggestions while the Google map is shown. One session token covers the typing up to a choice
 * (Google bills a session, not each keystroke); `endSession` starts a new one after a choice.
 */
export function useGooglePlaceSearch(api: GoogleMapsApi | null, text: string) {
  const [q] = useDebouncedValue(text.trim(), 300);
  const token = useRef<object | null>(null);
  if (api && !token.current) token.current = new api.places.AutocompleteSessionToken();
  const lang = useTranslation().i18n.language;
  const query = useQuery({
    queryKey: ['google-places', lang, q],
    queryFn: () => fetchPlaceSuggestions(api!, q, lang, token.current!),
    enabled: !!api && q.length >= MIN_CHARS,
    staleTime: 10 * 60_000,
    retry: false,
  });
  return {
    results: q.length >= MIN_CHARS ? (query.data ?? []) : [],
    searching: query.isFetching,
    failed: query.isError,
    endSession: () => void (token.current = null),
  };
}
