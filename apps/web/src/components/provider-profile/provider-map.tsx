import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import L from 'leaflet';
import { MapContainer, Marker, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { LIMITS } from '@portal/contract/limits';
import { markerIcon } from '@portal/ui/leaflet-marker-icon';

const TILE_URL = (import.meta.env.VITE_MAP_TILE_URL as string | undefined) ?? 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export type MapPoint = { latitude: number; longitude: number; label: string };

/** Shows every point: one point at street level, several framed together. */
function FitPoints({ points }: { points: MapPoint[] }) {
  const map = useMap();
  useEffect(() => {
    if (points.length === 1) map.setView([points[0]!.latitude, points[0]!.longitude], LIMITS.mapZoom);
    else if (points.length > 1) map.fitBounds(L.latLngBounds(points.map((p) => [p.latitude, p.longitude])), { padding: [28, 28], maxZoom: 15 });
  }, [map, points]);
  return null;
}

/** A read-only map of where a provider works; loaded on demand so pages without a profile open carry no Leaflet. */
export default function ProviderMap({ points, height, label }: { points: MapPoint[]; height: number | string; label: string }) {
  const first = points[0];
  const centre: [number, number] = first ? [first.latitude, first.longitude] : [LIMITS.mapCentre.lat, LIMITS.mapCentre.lng];
  return (
    // Leaflet lays out its panes and controls left to right; in an Arabic page it keeps that direction.
    <div dir="ltr" role="region" aria-label={label} style={{ height, borderRadius: 8, overflow: 'hidden', isolation: 'isolate' }}>
      <MapContainer center={centre} zoom={LIMITS.mapZoom} style={{ height: '100%', width: '100%' }} scrollWheelZoom={false}>
        <TileLayer url={TILE_URL} attribution={ATTRIBUTION} />
        <FitPoints points={points} />
        {points.map((p, i) => (
          <Marker key={i} position={[p.latitude, p.longitude]} icon={markerIcon} keyboard={false}>
            <Tooltip>{p.label}</Tooltip>
          </Marker>
        ))}
      </MapContainer>
    </div>
  );
}
