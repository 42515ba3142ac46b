import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';

export type CallingCodeOption = { value: CountryCode; label: string; name: string; code: string };

/**
 * Every country with its calling code, named in the user's language, Jordan first (spec §9: default
 * phone country jo). The value is the country, not the code, because several countries share a code.
 */
export function callingCodeOptions(locale: string, first: CountryCode = 'JO'): CallingCodeOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = null;
  }
  const all = getCountries().map((c) => {
    const code = `+${getCountryCallingCode(c)}`;
    return { value: c, code, label: code, name: names?.of(c) ?? c };
  });
  const collator = new Intl.Collator(locale);
  all.sort((a, b) => (a.value === first ? -1 : b.value === first ? 1 : collator.compare(a.name, b.name)));
  return all;
}

/** Matches a search on the country's name, its ISO letters or its digits. */
export function matchesCallingCode(o: { value: string; name: string; code: string }, search: string): boolean {
  const s = search.trim().toLowerCase().replace(/^\+/, '');
  if (!s) return true;
  return o.name.toLowerCase().includes(s) || o.value.toLowerCase() === s || o.code.slice(1).startsWith(s);
}
