import type { GoogleCircle, GoogleMap, GoogleMapsApi, GoogleMarker, LatLngLiteral, MapMouseEvent } from './google-maps-api.ts';

export type GoogleMapController = {
  setPoint(point: LatLngLiteral | null): void;
  setDisabled(disabled: boolean): void;
  destroy(): void;
};

const CLOSE_ZOOM = 15;

/**
 * Draws the Google map in `element`: a click places the marker, dragging it moves it; both report the
 * point through `onPick`. Kept apart from React so it can be tested against a fake google.maps.
 */
export function attachGoogleMap(
  api: GoogleMapsApi,
  element: HTMLElement,
  opts: {
    centre: LatLngLiteral;
    zoom: number;
    markerTitle: string;
    onPick: (lat: number, lng: number) => void;
    /** A reach drawn around the point, in metres; the map then zooms to show it (closeZoom). */
    radiusM?: number;
    closeZoom?: number;
  },
): GoogleMapController {
  let disabled = false;
  let marker: GoogleMarker | null = null;
  let circle: GoogleCircle | null = null;
  const closeZoom = opts.closeZoom ?? CLOSE_ZOOM;
  let dragListener: { remove(): void } | null = null;
  const map: GoogleMap = new api.Map(element, {
    center: opts.centre,
    zoom: opts.zoom,
    clickableIcons: false,
    streetViewControl: false,
    mapTypeControl: false,
    fullscreenControl: false,
    gestureHandling: 'cooperative',
  });
  const report = (e: MapMouseEvent) => {
    if (!disabled && e.latLng) opts.onPick(e.latLng.lat(), e.latLng.lng());
  };
  const clickListener = map.addListener('click', report);

  return {
    setPoint(point) {
      if (!point) {
        marker?.setMap(null);
        circle?.setMap(null);
        dragListener?.remove();
        marker = null;
        circle = null;
        return;
      }
      if (!marker) {
        marker = new api.Marker({ map, position: point, draggable: !disabled, title: opts.markerTitle });
        dragListener = marker.addListener('dragend', report);
      } else marker.setPosition(point);
      if (opts.radiusM && api.Circle) {
        if (!circle)
          circle = new api.Circle({
            map,
            center: point,
            radius: opts.radiusM,
            clickable: false,
            strokeColor: '#1c7ed6',
            strokeWeight: 2,
            fillColor: '#1c7ed6',
            fillOpacity: 0.12,
          });
        else circle.setCenter(point);
      }
      map.panTo(point);
      if (opts.radiusM) map.setZoom(closeZoom);
      else if ((map.getZoom() ?? 0) < closeZoom) map.setZoom(closeZoom);
    },
    setDisabled(next) {
      disabled = next;
      marker?.setDraggable(!next);
      map.setOptions({ gestureHandling: next ? 'none' : 'cooperative', keyboardShortcuts: !next });
    },
    destroy() {
      clickListener.remove();
      dragListener?.remove();
      marker?.setMap(null);
      circle?.setMap(null);
    },
  };
}
