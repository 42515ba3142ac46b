import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef } from 'react';
import type { LeafletEventHandlerFnMap, Marker as LeafletMarker } from 'leaflet';
import { Circle, MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { LIMITS } from '@portal/contract/limits';
import { markerIcon } from './leaflet-marker-icon.ts';
import { zoomForRadius } from './map-zoom.ts';

/** Tile source: the server's MAP_TILE_URL (maps config), else the build's, else OpenStreetMap (docs/design.md, Maps). */
const TILE_URL = (import.meta.env.VITE_MAP_TILE_URL as string | undefined) ?? 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export type MapViewProps = {
  point: { lat: number; lng: number } | null;
  onPick: (lat: number, lng: number) => void;
  disabled?: boolean;
  height: number;
  label: string;
  tileUrl?: string;
  /** A reach around the point, drawn as a circle (a provider's service area); the map then shows all of it. */
  radiusKm?: number;
};

const CLOSE_ZOOM = 15;

function ClickToPick({ onPick, disabled }: { onPick: MapViewProps['onPick']; disabled?: boolean }) {
  useMapEvents({ click: (e) => !disabled && onPick(e.latlng.lat, e.latlng.lng) });
  return null;
}

/**
 * Follows the chosen point (search result, my location) without resetting the zoom the user chose; with a reach,
 * at the zoom that shows it whole.
 */
function FollowPoint({ point, zoom }: { point: MapViewProps['point']; zoom: number }) {
  const map = useMap();
  useEffect(() => {
    if (point) map.setView([point.lat, point.lng], zoom === CLOSE_ZOOM ? Math.max(map.getZoom(), zoom) : zoom, { animate: true });
  }, [map, point, zoom]);
  return null;
}

function Interaction({ disabled }: { disabled?: boolean }) {
  const map = useMap();
  useEffect(() => {
    const handlers = [map.dragging, map.scrollWheelZoom, map.doubleClickZoom, map.touchZoom, map.keyboard, map.boxZoom];
    for (const h of handlers) {
      if (disabled) h.disable();
      else h.enable();
    }
  }, [map, disabled]);
  return null;
}

/** The Leaflet map itself; loaded on demand so pages that never show a map do not carry Leaflet. */
export default function MapView({ point, onPick, disabled, height, label, tileUrl, radiusKm }: MapViewProps) {
  const markerRef = useRef<LeafletMarker>(null);
  const events = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      dragend: () => {
        const at = markerRef.current?.getLatLng();
        if (at) onPick(at.lat, at.lng);
      },
    }),
    [onPick],
  );
  const centre: [number, number] = point ? [point.lat, point.lng] : [LIMITS.mapCentre.lat, LIMITS.mapCentre.lng];

  return (
    // Leaflet positions panes and controls for left-to-right; inside an Arabic page it must keep that direction.
    <div dir="ltr" role="application" aria-label={label} style={{ height, borderRadius: 8, overflow: 'hidden', isolation: 'isolate' }}>
      <MapContainer
        center={centre}
        zoom={radiusKm ? zoomForRadius(radiusKm) : LIMITS.mapZoom}
        style={{ height: '100%', width: '100%' }}
        scrollWheelZoom={false}
      >
        <TileLayer url={tileUrl ?? TILE_URL} attribution={ATTRIBUTION} />
        <ClickToPick onPick={onPick} disabled={disabled} />
        <FollowPoint point={point} zoom={radiusKm ? zoomForRadius(radiusKm) : CLOSE_ZOOM} />
        <Interaction disabled={disabled} />
        {point && radiusKm && (
          <Circle
            center={[point.lat, point.lng]}
            radius={radiusKm * 1000}
            pathOptions={{ color: '#1c7ed6', weight: 2, fillOpacity: 0.12 }}
            interactive={false}
          />
        )}
        {point && (
          <Marker position={[point.lat, point.lng]} icon={markerIcon} draggable={!disabled} eventHandlers={events} ref={markerRef} />
        )}
      </MapContainer>
    </div>
  );
}
