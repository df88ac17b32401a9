// UK geography from the outcode table (data/uk-outcodes.csv, CC0): where a postcode district is,
// and how far apart two places are. The only file in scoring/ that touches the disk, and only in
// loadOutcodeIndex().
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Mean Earth radius in statute miles. */
export const EARTH_RADIUS_MILES = 3958.8;

/**
 * The table next to the package: `src/scoring` (tests, ts-node) and `dist/scoring` (built) are both
 * two folders below the package root, where `data/` lives.
 */
export const DEFAULT_OUTCODES_PATH = join(__dirname, '..', '..', 'data', 'uk-outcodes.csv');

export interface LatLng {
  readonly latitude: number;
  readonly longitude: number;
}

/** One postcode district's centroid and areas. Blank areas in the table are undefined. */
export interface OutcodePlace extends LatLng {
  readonly outcode: string;
  /** Post town or locality (blank for about a fifth of districts, e.g. SW1A, M3). */
  readonly town: string | undefined;
  /** County or unitary area: 'Greater Manchester', 'Salford', 'Westminster'. */
  readonly region: string | undefined;
  /** ITL1 region: 'North West England', 'Scotland', 'Crown Dependencies'. */
  readonly ukRegion: string | undefined;
  /** ENG, SCT, WLS, NIR, GG, JE, IM. */
  readonly country: string | undefined;
}

const FULL_POSTCODE = /^([A-Z0-9]{2,4})([0-9][A-Z]{2})$/;

/**
 * The outward code of a postcode ('M1 1AE' -> 'M1', 'sw1a2aa' -> 'SW1A'). A bare outward code
 * answers itself ('EH12' -> 'EH12'); undefined for blank input.
 */
export function outwardCodeOf(postcode: string | null | undefined): string | undefined {
  if (!postcode) return undefined;
  const trimmed = postcode.trim().toUpperCase();
  const space = trimmed.indexOf(' ');
  if (space > 0) return trimmed.slice(0, space);
  const compact = trimmed.replace(/\s+/g, '');
  if (!compact) return undefined;
  const full = FULL_POSTCODE.exec(compact);
  return full ? full[1] : compact;
}

/** Outward code -> place. Immutable once built. */
export class OutcodeIndex {
  private readonly byOutcode: ReadonlyMap<string, OutcodePlace>;

  constructor(places: Iterable<OutcodePlace>) {
    const map = new Map<string, OutcodePlace>();
    for (const place of places) map.set(place.outcode.toUpperCase(), place);
    this.byOutcode = map;
  }

  get size(): number {
    return this.byOutcode.size;
  }

  /** Every district. */
  places(): IterableIterator<OutcodePlace> {
    return this.byOutcode.values();
  }

  /** The district by outward code ('M1'), case-insensitive. */
  get(outcode: string): OutcodePlace | undefined {
    return this.byOutcode.get(outcode.trim().toUpperCase());
  }

  /** Where a postcode is ('M1 1AE', 'M11AE' or 'M1'); undefined when its outward code is not in the table. */
  locate(postcode: string | null | undefined): OutcodePlace | undefined {
    const outcode = outwardCodeOf(postcode);
    return outcode === undefined ? undefined : this.byOutcode.get(outcode);
  }
}

/** Splits one CSV line, honouring double-quoted fields ("a, b") and doubled quotes inside them. */
export function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"') {
        if (line[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
        }
      } else {
        field += ch;
      }
    } else if (ch === '"' && field === '') {
      quoted = true;
    } else if (ch === ',') {
      fields.push(field);
      field = '';
    } else {
      field += ch;
    }
  }
  if (quoted) throw new Error(`Unterminated quoted field in CSV line: ${line}`);
  fields.push(field);
  return fields;
}

const REQUIRED_COLUMNS = ['postcode', 'latitude', 'longitude', 'town', 'region', 'uk_region'] as const;

const blankToUndefined = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** Reads the outcode table's text (header row first; columns found by name). */
export function parseOutcodesCsv(text: string): OutcodeIndex {
  const lines = text.split(/\r?\n/);
  const header = splitCsvLine(lines[0] ?? '').map((h) => h.trim());
  const column = (name: string) => header.indexOf(name);
  for (const name of REQUIRED_COLUMNS) {
    if (column(name) < 0) throw new Error(`The outcode table has no '${name}' column (header: ${header.join(',')})`);
  }
  const [iCode, iLat, iLng, iTown, iRegion, iUkRegion] = REQUIRED_COLUMNS.map(column);
  const iCountry = column('country');

  const places: OutcodePlace[] = [];
  for (let n = 1; n < lines.length; n++) {
    const line = lines[n];
    if (!line.trim()) continue;
    const fields = splitCsvLine(line);
    if (fields.length !== header.length) {
      throw new Error(`Outcode table line ${n + 1} has ${fields.length} fields, expected ${header.length}`);
    }
    const latitude = Number(fields[iLat]);
    const longitude = Number(fields[iLng]);
    const outcode = fields[iCode].trim().toUpperCase();
    if (!outcode || !Number.isFinite(latitude) || !Number.isFinite(longitude)) {
      throw new Error(`Outcode table line ${n + 1} has no outward code or coordinates`);
    }
    places.push({
      outcode,
      latitude,
      longitude,
      town: blankToUndefined(fields[iTown]),
      region: blankToUndefined(fields[iRegion]),
      ukRegion: blankToUndefined(fields[iUkRegion]),
      country: iCountry >= 0 ? blankToUndefined(fields[iCountry]) : undefined,
    });
  }
  return new OutcodeIndex(places);
}

/** Reads the table synchronously (once at start-up; the caller keeps the index). */
export function loadOutcodeIndex(path: string = DEFAULT_OUTCODES_PATH): OutcodeIndex {
  return parseOutcodesCsv(readFileSync(path, 'utf8'));
}

const RADIANS = Math.PI / 180;

/** Great-circle (haversine) distance in miles. */
export function milesBetween(a: LatLng, b: LatLng): number {
  return milesBetweenCoordinates(a.latitude, a.longitude, b.latitude, b.longitude);
}

/** milesBetween on bare numbers (for loops over coordinate columns); the same result to the bit. */
export function milesBetweenCoordinates(latitudeA: number, longitudeA: number, latitudeB: number, longitudeB: number): number {
  const dLat = (latitudeB - latitudeA) * RADIANS;
  const dLng = (longitudeB - longitudeA) * RADIANS;
  const sinLat = Math.sin(dLat / 2);
  const sinLng = Math.sin(dLng / 2);
  const h = sinLat * sinLat + Math.cos(latitudeA * RADIANS) * Math.cos(latitudeB * RADIANS) * sinLng * sinLng;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface BoundingBox {
  readonly minLatitude: number;
  readonly maxLatitude: number;
  readonly minLongitude: number;
  readonly maxLongitude: number;
}

/**
 * A latitude/longitude box that contains every point within `miles` of the centre, for an indexed
 * SQL prefilter (`latitude BETWEEN ... AND longitude BETWEEN ...`); survivors are then measured
 * with milesBetween(). Longitude is widened with the cosine of the box's poleward edge, so the box
 * never cuts the circle. Near a pole (or for huge radii) the longitude range is the whole world.
 */
export function boundingBox(latitude: number, longitude: number, miles: number): BoundingBox {
  const dLat = miles / (EARTH_RADIUS_MILES * RADIANS);
  const minLatitude = Math.max(-90, latitude - dLat);
  const maxLatitude = Math.min(90, latitude + dLat);
  const poleward = Math.max(Math.abs(minLatitude), Math.abs(maxLatitude));
  const cos = Math.cos(poleward * RADIANS);
  const dLng = cos > 1e-9 ? dLat / cos : 360;
  if (dLng >= 180) return { minLatitude, maxLatitude, minLongitude: -180, maxLongitude: 180 };
  return { minLatitude, maxLatitude, minLongitude: longitude - dLng, maxLongitude: longitude + dLng };
}
