/**
 * The zoom that shows a circle of this radius whole, with some land around it, on a phone-wide map (zoom 9, about
 * 75 km across a 300 px map in Jordan, for a 20 km reach). Its own module: both map chunks use it, and neither may
 * pull in the other (Leaflet or Google).
 */
export const zoomForRadius = (radiusKm: number) => Math.max(3, Math.min(15, Math.round(13 - Math.log2(radiusKm))));
