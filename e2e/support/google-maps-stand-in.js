// A stand-in for Google's Maps JavaScript API, served by google-maps-stand-in.ts to the e2e browser. It
// implements only what apps/web/src/components/location-picker/google-maps-api.ts declares: a map that
// turns a click into coordinates, a marker, and Places suggestions in the language the script was loaded with.
(() => {
  const params = new URL(document.currentScript.src).searchParams;
  const language = params.get('language');
  window.__googleStandIn = {
    language,
    region: params.get('region'),
    key: params.get('key'),
    libraries: params.get('libraries'),
    requests: [],
  };
  const PLACES = [
    { placeId: 'stand-in-khalda', en: 'Khalda, Amman, Jordan', ar: 'خلدا، عمّان، الأردن', lat: 31.9959, lng: 35.8412 },
    { placeId: 'stand-in-abdoun', en: 'Abdoun, Amman, Jordan', ar: 'عبدون، عمّان، الأردن', lat: 31.947, lng: 35.883 },
  ];
  const latLng = (lat, lng) => ({ lat: () => lat, lng: () => lng });
  const listen = (set, handler) => {
    set.add(handler);
    return { remove: () => set.delete(handler) };
  };

  class Map {
    constructor(element, options) {
      this.center = options.center;
      this.zoom = options.zoom;
      this.clicks = new Set();
      this.surface = document.createElement('div');
      this.surface.setAttribute('data-testid', 'google-stand-in-map');
      this.surface.style.cssText = 'position:relative;width:100%;height:100%;background:#dde6d5;cursor:crosshair';
      element.appendChild(this.surface);
      this.surface.addEventListener('click', (ev) => {
        const r = this.surface.getBoundingClientRect();
        // About 0.1 degree across at zoom 13, halving with each zoom step, as a web map does.
        const span = 0.1 * 2 ** (13 - this.zoom);
        const lng = this.center.lng + ((ev.clientX - r.left) / r.width - 0.5) * span;
        const lat = this.center.lat - ((ev.clientY - r.top) / r.height - 0.5) * span;
        for (const h of this.clicks) h({ latLng: latLng(lat, lng) });
      });
    }
    addListener(_event, handler) {
      return listen(this.clicks, handler);
    }
    panTo(p) {
      this.center = p;
    }
    getZoom() {
      return this.zoom;
    }
    setZoom(z) {
      this.zoom = z;
    }
    setOptions() {}
  }

  class Marker {
    constructor({ map, position, draggable, title }) {
      this.drags = new Set();
      this.element = document.createElement('div');
      this.element.setAttribute('data-testid', 'google-stand-in-marker');
      this.element.title = title ?? '';
      this.element.style.cssText = 'position:absolute;left:50%;top:50%;width:12px;height:12px;border-radius:50%;background:#c00';
      this.setPosition(position);
      this.setDraggable(draggable);
      this.setMap(map);
    }
    addListener(_event, handler) {
      return listen(this.drags, handler);
    }
    setPosition(p) {
      this.position = p;
      this.element.dataset.position = `${p.lat},${p.lng}`;
    }
    setDraggable(d) {
      this.draggable = d;
    }
    setMap(map) {
      if (map) map.surface.appendChild(this.element);
      else this.element.remove();
    }
  }

  const fetchAutocompleteSuggestions = async (request) => {
    window.__googleStandIn.requests.push({ input: request.input, language: request.language, region: request.region });
    const lang = request.language === 'ar' ? 'ar' : 'en';
    const q = request.input.trim().toLowerCase();
    return {
      suggestions: PLACES.filter((p) => p[lang].toLowerCase().includes(q) || p.en.toLowerCase().includes(q)).map((p) => ({
        placePrediction: {
          placeId: p.placeId,
          text: { text: p[lang] },
          toPlace: () => {
            const place = {
              fetchFields: async () => {
                place.location = latLng(p.lat, p.lng);
                place.formattedAddress = p[lang];
              },
            };
            return place;
          },
        },
      })),
    };
  };

  window.google = {
    maps: {
      Map,
      Marker,
      places: { AutocompleteSuggestion: { fetchAutocompleteSuggestions }, AutocompleteSessionToken: class {} },
      importLibrary: async () => ({}),
    },
  };
  const callback = params.get('callback');
  if (callback) setTimeout(() => window[callback](), 0);
})();
