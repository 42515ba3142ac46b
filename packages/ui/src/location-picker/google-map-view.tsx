import { useEffect, useRef } from 'react';
import { LIMITS } from '@portal/contract/limits';
import type { GoogleMapsApi } from './google-maps-api.ts';
import { attachGoogleMap, type GoogleMapController } from './google-map-controller.ts';
import type { MapViewProps } from './map-view.tsx';
import { zoomForRadius } from './map-zoom.ts';

/** The Google map; loaded on demand like the Leaflet one, and only once Google's script is ready. */
export default function GoogleMapView({ api, point, onPick, disabled, height, label, radiusKm }: MapViewProps & { api: GoogleMapsApi }) {
  const element = useRef<HTMLDivElement>(null);
  const controller = useRef<GoogleMapController | null>(null);
  const latestPick = useRef(onPick);
  latestPick.current = onPick;
  // Read when the map is first drawn only; later points go through setPoint.
  const firstPoint = useRef(point);

  useEffect(() => {
    const centre = firstPoint.current ?? LIMITS.mapCentre;
    const c = attachGoogleMap(api, element.current!, {
      centre,
      zoom: radiusKm ? zoomForRadius(radiusKm) : LIMITS.mapZoom,
      markerTitle: label,
      onPick: (lat, lng) => latestPick.current(lat, lng),
      radiusM: radiusKm ? radiusKm * 1000 : undefined,
      closeZoom: radiusKm ? zoomForRadius(radiusKm) : undefined,
    });
    controller.current = c;
    return () => {
      c.destroy();
      controller.current = null;
    };
  }, [api, label, radiusKm]);

  useEffect(() => controller.current?.setPoint(point), [point, api]);
  useEffect(() => controller.current?.setDisabled(!!disabled), [disabled, api]);

  return (
    <div ref={element} role="application" aria-label={label} data-map="google" style={{ height, borderRadius: 8, overflow: 'hidden' }} />
  );
}
