/**
 * Country names as addresses carry them: the geocoder answers in the user's language, so one customer's
 * country is "Jordan", another's "الأردن" or "Jordanie". Comparisons go through the whole set of spellings.
 */
const SPELLINGS: string[][] = [
  ['jordan', 'الأردن', 'الاردن', 'jordanie', 'hashemite kingdom of jordan', 'المملكة الأردنية الهاشمية', 'royaume hachémite de jordanie'],
];

/** Lower-cased spellings that name the same country as `name` (just `name` itself when it is not known). */
export function countrySpellings(name: string): string[] {
  const wanted = name.trim().toLowerCase();
  return SPELLINGS.find((set) => set.includes(wanted)) ?? [wanted];
}
