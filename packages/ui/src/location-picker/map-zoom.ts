/**
 * The zoom that shows a circle of this radius whole on a phone-wide map (about 45 km across at zoom 10 for a 20 km
 * reach). Its own module: both map chunks use it, and neither may pull in the other (Leaflet or Google).
 */
export const zoomForRadius = (radiusKm: number) => Math.max(3, Math.min(15, Math.round(14 - Math.log2(radiusKm))));
