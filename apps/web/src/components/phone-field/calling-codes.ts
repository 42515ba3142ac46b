import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';

export type CallingCode = { country: CountryCode; code: string; name: string };

/** Every country with its calling code, named in the user's language, Jordan first (spec §9: default phone country jo). */
export function callingCodes(locale: string, first: CountryCode = 'JO'): CallingCode[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = null;
  }
  const all = getCountries().map((c) => ({ country: c, code: `+${getCountryCallingCode(c)}`, name: names?.of(c) ?? c }));
  const collator = new Intl.Collator(locale);
  return all.sort((a, b) => (a.country === first ? -1 : b.country === first ? 1 : collator.compare(a.name, b.name)));
}
