import { useSearchParams } from 'react-router';
import { inAmman } from '@portal/web-kit/amman-time';

/**
 * A list's filters as they stand in the URL, so links (the dashboard's figures, an entry's "only this") and the back
 * button set them; setting writes the non-empty ones.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]): [Partial<Record<K, string>>, (next: Partial<Record<K, string>>) => void] {
  const [params, setParams] = useSearchParams();
  const filters: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const v = params.get(key);
    if (v) filters[key] = v;
  }
  return [filters, (next) => setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v)) as Record<string, string>)];
}

/** A filter's epoch seconds as the Amman day a date field shows (YYYY-MM-DD); empty when unset. */
export const dayOf = (unix: string | undefined) => (unix ? inAmman(Number(unix) * 1000).format('YYYY-MM-DD') : '');
