import type {
  AutocompleteRequest,
  GoogleMap,
  GoogleMapsApi,
  GoogleMarker,
  LatLngLiteral,
  MapMouseEvent,
  Place,
} from '../google-maps-api.ts';

type Handler = (e: MapMouseEvent) => void;

/** A google.maps of our own for unit tests: records what the picker asks and lets a test click and drag. */
export function fakeGoogleMaps(places: Array<{ placeId: string; text: string; at: LatLngLiteral }> = []) {
  const maps: FakeMap[] = [];
  const markers: FakeMarker[] = [];
  const requests: AutocompleteRequest[] = [];
  const latLng = (p: LatLngLiteral) => ({ lat: () => p.lat, lng: () => p.lng });

  class FakeMap implements GoogleMap {
    handlers = new Set<Handler>();
    zoom: number;
    centre: LatLngLiteral;
    options: Record<string, unknown>;
    constructor(
      readonly element: HTMLElement,
      options: Record<string, unknown>,
    ) {
      this.options = { ...options };
      this.zoom = options.zoom as number;
      this.centre = options.center as LatLngLiteral;
      maps.push(this);
    }
    addListener(_event: 'click', handler: Handler) {
      this.handlers.add(handler);
      return { remove: () => void this.handlers.delete(handler) };
    }
    panTo(p: LatLngLiteral) {
      this.centre = p;
    }
    getZoom() {
      return this.zoom;
    }
    setZoom(z: number) {
      this.zoom = z;
    }
    setOptions(o: Record<string, unknown>) {
      Object.assign(this.options, o);
    }
    click(p: LatLngLiteral) {
      for (const h of this.handlers) h({ latLng: latLng(p) });
    }
  }

  class FakeMarker implements GoogleMarker {
    handlers = new Set<Handler>();
    map: GoogleMap | null;
    position: LatLngLiteral;
    draggable: boolean;
    constructor(o: { map: GoogleMap; position: LatLngLiteral; draggable: boolean }) {
      this.map = o.map;
      this.position = o.position;
      this.draggable = o.draggable;
      markers.push(this);
    }
    addListener(_event: 'dragend', handler: Handler) {
      this.handlers.add(handler);
      return { remove: () => void this.handlers.delete(handler) };
    }
    setPosition(p: LatLngLiteral) {
      this.position = p;
    }
    setDraggable(d: boolean) {
      this.draggable = d;
    }
    setMap(m: GoogleMap | null) {
      this.map = m;
    }
    drag(p: LatLngLiteral) {
      this.position = p;
      for (const h of this.handlers) h({ latLng: latLng(p) });
    }
  }

  const api: GoogleMapsApi = {
    Map: FakeMap,
    Marker: FakeMarker,
    places: {
      AutocompleteSessionToken: class {},
      AutocompleteSuggestion: {
        async fetchAutocompleteSuggestions(request) {
          requests.push(request);
          const q = request.input.toLowerCase();
          return {
            suggestions: places
              .filter((p) => p.text.toLowerCase().includes(q))
              .map((p) => ({
                placePrediction: {
                  placeId: p.placeId,
                  text: { text: p.text },
                  toPlace: (): Place => {
                    const place: Place = {
                      async fetchFields() {
                        place.location = latLng(p.at);
                        place.formattedAddress = p.text;
                      },
                    };
                    return place;
                  },
                },
              })),
          };
        },
      },
    },
    importLibrary: async () => ({}),
  };
  return { api, maps, markers, requests };
}
