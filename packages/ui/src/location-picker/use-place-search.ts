import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { ResolvedAddress } from '@portal/contract/geo';
import type { GeoServices } from './geo-services.ts';

const MIN_CHARS = 2;

/** Autocomplete suggestions: asks the API only after typing pauses, and keeps answers for repeated words. */
export function usePlaceSearch(services: GeoServices, text: string, enabled = true) {
  const [q] = useDebouncedValue(text.trim(), 350);
  const query = useQuery({
    queryKey: ['geo-search', q],
    queryFn: ({ signal }) => services.search(q, signal),
    enabled: enabled && q.length >= MIN_CHARS,
    staleTime: 10 * 60_000,
    retry: false,
  });
  return { results: enabled && q.length >= MIN_CHARS ? (query.data ?? []) : [], searching: query.isFetching };
}

/** The text a suggestion shows; suggestions with the same text are shown once. */
export function placeLabel(p: Pick<ResolvedAddress, 'address' | 'placeName' | 'city' | 'country'>): string {
  return (
    p.address.trim() ||
    [p.placeName, p.city, p.country]
      .map((s) => s.trim())
      .filter(Boolean)
      .join(', ')
  );
}
