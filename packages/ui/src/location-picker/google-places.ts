import type { GoogleMapsApi, PlacePrediction } from './google-maps-api.ts';

export type PlaceSuggestion = { label: string; prediction: PlacePrediction };

/** Places autocomplete in the page language, biased to and limited to Jordan. */
export async function fetchPlaceSuggestions(
  api: GoogleMapsApi,
  input: string,
  lang: string,
  sessionToken: object,
): Promise<PlaceSuggestion[]> {
  const { suggestions } = await api.places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
    input,
    language: lang,
    region: 'jo',
    includedRegionCodes: ['jo'],
    sessionToken,
  });
  return suggestions.flatMap((s) => (s.placePrediction ? [{ label: s.placePrediction.text.text, prediction: s.placePrediction }] : []));
}

/** The point of a chosen suggestion; its names come from our reverse geocoding, as for a click. */
export async function placePoint(suggestion: PlaceSuggestion): Promise<{ lat: number; lng: number }> {
  const place = suggestion.prediction.toPlace();
  await place.fetchFields({ fields: ['location', 'formattedAddress'] });
  if (!place.location) throw new Error('place without a location');
  return { lat: place.location.lat(), lng: place.location.lng() };
}
