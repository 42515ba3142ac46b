/**
 * The part of the Maps JavaScript API (google.maps) the picker uses, typed here so that the unit tests'
 * fake and the e2e stand-in implement exactly this and nothing more.
 */
export type LatLngLiteral = { lat: number; lng: number };
export type LatLng = { lat(): number; lng(): number };
export type MapsEventListener = { remove(): void };
export type MapMouseEvent = { latLng: LatLng | null };

export interface GoogleMap {
  addListener(event: 'click', handler: (e: MapMouseEvent) => void): MapsEventListener;
  panTo(point: LatLngLiteral): void;
  getZoom(): number | undefined;
  setZoom(zoom: number): void;
  setOptions(options: Record<string, unknown>): void;
}

export interface GoogleMarker {
  addListener(event: 'dragend', handler: (e: MapMouseEvent) => void): MapsEventListener;
  setPosition(point: LatLngLiteral): void;
  setDraggable(draggable: boolean): void;
  setMap(map: GoogleMap | null): void;
}

export interface Place {
  fetchFields(options: { fields: string[] }): Promise<unknown>;
  location?: LatLng | null;
  formattedAddress?: string | null;
}

export type PlacePrediction = { placeId: string; text: { text: string }; toPlace(): Place };

export type AutocompleteRequest = {
  input: string;
  language: string;
  region: string;
  includedRegionCodes: string[];
  sessionToken: object;
};

export interface GoogleCircle {
  setCenter(point: LatLngLiteral): void;
  setMap(map: GoogleMap | null): void;
}

export interface GoogleMapsApi {
  Map: new (element: HTMLElement, options: Record<string, unknown>) => GoogleMap;
  /** A reach drawn around the point (a provider's service area); a map without it draws the marker only. */
  Circle?: new (
    options: { map: GoogleMap; center: LatLngLiteral; radius: number; clickable: boolean } & Record<string, unknown>,
  ) => GoogleCircle;
  Marker: new (options: { map: GoogleMap; position: LatLngLiteral; draggable: boolean; title?: string }) => GoogleMarker;
  places: {
    AutocompleteSuggestion: {
      fetchAutocompleteSuggestions(
        request: AutocompleteRequest,
      ): Promise<{ suggestions: Array<{ placePrediction: PlacePrediction | null }> }>;
    };
    AutocompleteSessionToken: new () => object;
  };
  /** Present with loading=async: the libraries are only complete once imported. */
  importLibrary?: (name: string) => Promise<unknown>;
}
