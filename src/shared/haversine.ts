/** The mean radius of the Earth (IUGG), in km. */
const EARTH_KM = 6371.0088;

const rad = (deg: number) => (deg * Math.PI) / 180;

interface Point {
  latitude: number;
  longitude: number;
}

/**
 * Great-circle distance in km (haversine): what a day route's "distance" is while no routing
 * service is configured (decision 0062). The server sums a day with it; a proposal's legs on the
 * screen are the same numbers.
 */
export function haversineKm(a: Point, b: Point): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
