import { z } from 'zod';
import { PLACE_KINDS, type PlaceKind } from '@portal/contract/geo';
import { LANGS, type Lang } from '@portal/contract/lang';
import data from './jordan-gazetteer.json' with { type: 'json' };
import { nameTokens, normaliseText } from './place-name-text.ts';

const entrySchema = z.object({
  id: z.string().min(1),
  kind: z.enum(PLACE_KINDS),
  en: z.string().min(1),
  ar: z.string().min(1),
  fr: z.string().min(1),
  /** English name of the governorate (its `en`). */
  governorate: z.string().min(1),
  /** English name of the city (its `en`); empty for a governorate. */
  city: z.string(),
  lat: z.number().min(29).max(33.5),
  lng: z.number().min(34.8).max(39.5),
});
type Entry = z.infer<typeof entrySchema>;

export type Names = Record<Lang, string>;

/** One searchable spelling of a place: its words and its letters without spaces. */
export type Spelling = { key: string; tokens: string[]; compact: string };

export type Place = {
  id: string;
  kind: PlaceKind;
  lat: number;
  lng: number;
  /** Display names without a bracketed alternative ("Downtown (Al-Balad)" shows as "Downtown"). */
  names: Names;
  /** Id of the city it belongs to (itself for a city, the capital for a governorate). */
  cityId: string;
  cityNames: Names;
  stateNames: Names;
  /** The district or city name kept short enough for the area field (≤ 20 characters). */
  areaNames: Names;
  spellings: Spelling[];
  /** Words of its city, governorate and country, so "Abdoun Amman" still finds Abdoun. */
  contextTokens: string[];
};

export type Gazetteer = { places: Place[]; byId: Map<string, Place> };

export const COUNTRY: Names = { en: 'Jordan', ar: 'الأردن', fr: 'Jordanie' };
const AREA_MAX = 20;

function spelling(text: string): Spelling {
  const tokens = nameTokens(text);
  return { key: tokens.join(' '), tokens, compact: normaliseText(text).replace(/ /g, '') };
}

/** "Sports City (Al-Madina Al-Riyadiya)" → ["Sports City", "Al-Madina Al-Riyadiya"]. */
function splitAlternative(name: string): [string, string | null] {
  const m = /^(.*?)\s*\(([^)]+)\)\s*$/.exec(name);
  return m ? [m[1]!.trim(), m[2]!.trim()] : [name.trim(), null];
}

function shortArea(name: string): string {
  if (name.length <= AREA_MAX) return name;
  const words = name.split(' ');
  while (words.length > 1 && words.join(' ').length > AREA_MAX) words.pop();
  return words.join(' ').slice(0, AREA_MAX);
}

const langsOf = <T>(fn: (lang: Lang) => T) => Object.fromEntries(LANGS.map((l) => [l, fn(l)])) as Record<Lang, T>;

/** Checks the shipped file and indexes it; a broken file stops the start with the reason. */
export function buildGazetteer(raw: unknown): Gazetteer {
  const entries: Entry[] = z.array(entrySchema).min(1).parse(raw);
  const ids = new Set<string>();
  for (const e of entries) {
    if (ids.has(e.id)) throw new Error(`Gazetteer: duplicate id ${e.id}`);
    ids.add(e.id);
  }
  const governorates = new Map(entries.filter((e) => e.kind === 'governorate').map((e) => [e.en, e]));
  const cities = new Map(entries.filter((e) => e.kind === 'city').map((e) => [`${e.governorate}|${e.en}`, e]));
  const display = (e: Entry): Names => langsOf((l) => splitAlternative(e[l])[0]);

  const places = entries.map((e): Place => {
    const gov = governorates.get(e.governorate);
    if (!gov) throw new Error(`Gazetteer: ${e.id} names an unknown governorate "${e.governorate}"`);
    // A governorate's city is its capital: the city standing at its point (or the nearest of its cities).
    const cityEntry =
      e.kind === 'governorate'
        ? ([...cities.values()].filter((c) => c.governorate === e.en).sort((a, b) => sq(a, e) - sq(b, e))[0] ?? e)
        : e.kind === 'city'
          ? e
          : cities.get(`${e.governorate}|${e.city}`);
    if (!cityEntry) throw new Error(`Gazetteer: ${e.id} names an unknown city "${e.city}"`);
    const names = display(e);
    const cityNames = display(cityEntry);
    const stateNames = display(gov);
    const texts = LANGS.flatMap((l) => splitAlternative(e[l])).filter((t): t is string => !!t);
    const seen = new Set<string>();
    const spellings = texts.map(spelling).filter((s) => s.key && !seen.has(s.key) && seen.add(s.key));
    const contextTokens = [
      ...new Set([...LANGS.flatMap((l) => [cityNames[l], stateNames[l], COUNTRY[l]]).flatMap((t) => nameTokens(t))]),
    ];
    return {
      id: e.id,
      kind: e.kind,
      lat: e.lat,
      lng: e.lng,
      names,
      cityId: cityEntry.id,
      cityNames,
      stateNames,
      areaNames: langsOf((l) => shortArea(e.kind === 'governorate' ? cityNames[l] : names[l])),
      spellings,
      contextTokens,
    };
  });
  return { places, byId: new Map(places.map((p) => [p.id, p])) };
}

function sq(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  return (a.lat - b.lat) ** 2 + (a.lng - b.lng) ** 2;
}

let shipped: Gazetteer | null = null;

/** The shipped Jordan gazetteer, checked and indexed once per process. */
export function jordanGazetteer(): Gazetteer {
  shipped ??= buildGazetteer(data);
  return shipped;
}
