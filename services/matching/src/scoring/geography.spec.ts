import { readFileSync } from 'node:fs';
import { boundingBox, DEFAULT_OUTCODES_PATH, EARTH_RADIUS_MILES, loadOutcodeIndex, milesBetween, outwardCodeOf, parseOutcodesCsv, splitCsvLine } from './geography';

describe('outwardCodeOf', () => {
  it.each([
    ['M1 1AE', 'M1'],
    ['m1 1ae', 'M1'],
    ['M11AE', 'M1'],
    ['SW1A 2AA', 'SW1A'],
    ['sw1a2aa', 'SW1A'],
    ['EH12 9AB', 'EH12'],
    ['  B1 1BB ', 'B1'],
    ['M1', 'M1'],
    ['SW1A', 'SW1A'],
    ['AB10', 'AB10'],
  ])('takes the outward code of %p as %p', (postcode, outcode) => {
    expect(outwardCodeOf(postcode)).toBe(outcode);
  });

  it('answers undefined for a blank postcode', () => {
    expect(outwardCodeOf('')).toBeUndefined();
    expect(outwardCodeOf('   ')).toBeUndefined();
    expect(outwardCodeOf(null)).toBeUndefined();
  });
});

describe('splitCsvLine', () => {
  it('splits plain fields and keeps empty ones', () => {
    expect(splitCsvLine('SW1A,529700,,Westminster')).toEqual(['SW1A', '529700', '', 'Westminster']);
  });

  it('keeps commas inside quoted fields and unescapes doubled quotes', () => {
    expect(splitCsvLine('EH10,"Morningside, Braid Hill",x')).toEqual(['EH10', 'Morningside, Braid Hill', 'x']);
    expect(splitCsvLine('a,"say ""hi""",b')).toEqual(['a', 'say "hi"', 'b']);
  });

  it('refuses an unterminated quote', () => {
    expect(() => splitCsvLine('a,"open')).toThrow(/Unterminated/);
  });
});

describe('the outcode table', () => {
  const index = loadOutcodeIndex();

  it('loads every district of the shipped file', () => {
    const lines = readFileSync(DEFAULT_OUTCODES_PATH, 'utf8').trim().split('\n');
    expect(index.size).toBe(lines.length - 1);
    expect(index.size).toBe(2856);
  });

  it('knows Manchester M1 with its town, county area and UK region', () => {
    expect(index.locate('M1 1AE')).toEqual({
      outcode: 'M1',
      latitude: 53.47734,
      longitude: -2.23508,
      town: 'Manchester',
      region: 'Greater Manchester',
      ukRegion: 'North West England',
      country: 'ENG',
    });
  });

  it('reads a quoted town with a comma without shifting the later columns', () => {
    const eh10 = index.get('EH10');
    expect(eh10?.town).toBe('Morningside, Braid Hill and Swanston');
    expect(eh10?.region).toBe('City of Edinburgh');
    expect(eh10?.ukRegion).toBe('Scotland');
    expect(index.get('IM1')?.ukRegion).toBe('Crown Dependencies');
  });

  it('leaves a blank town undefined', () => {
    expect(index.get('SW1A')?.town).toBeUndefined();
    expect(index.get('SW1A')?.region).toBe('Westminster');
  });

  it('answers undefined for an outward code it does not have', () => {
    expect(index.locate('ZZ99 9ZZ')).toBeUndefined();
    expect(index.get('XX1')).toBeUndefined();
  });

  it('looks districts up case-insensitively', () => {
    expect(index.get('m4')?.town).toBe('Manchester');
  });
});

describe('parseOutcodesCsv', () => {
  it('finds columns by name', () => {
    const index = parseOutcodesCsv('uk_region,town,postcode,longitude,latitude,region\nWales,Cardiff,CF10,-3.1,51.4,Cardiff\n');
    expect(index.get('CF10')).toMatchObject({ latitude: 51.4, longitude: -3.1, town: 'Cardiff', ukRegion: 'Wales', country: undefined });
  });

  it('refuses a table without a needed column', () => {
    expect(() => parseOutcodesCsv('postcode,latitude\nM1,53\n')).toThrow(/no 'longitude' column/);
  });

  it('refuses a row with the wrong number of fields, naming the line', () => {
    expect(() => parseOutcodesCsv('postcode,latitude,longitude,town,region,uk_region\nM1,53,-2,Manchester,Greater Manchester\n')).toThrow(/line 2/);
  });
});

describe('milesBetween', () => {
  const index = loadOutcodeIndex();
  const m1 = index.get('M1')!;

  it('is zero for the same place', () => {
    expect(milesBetween(m1, m1)).toBe(0);
  });

  it('puts Manchester M1 and M4 a few miles apart', () => {
    const miles = milesBetween(m1, index.get('M4')!);
    expect(miles).toBeGreaterThan(0.3);
    expect(miles).toBeLessThan(3);
  });

  it('puts Manchester and Aberdeen AB10 about 253 miles apart as the crow flies', () => {
    // (By road it is about 350; the straight line is 3.66 degrees of latitude, ~253 miles.)
    const miles = milesBetween(m1, index.get('AB10')!);
    expect(miles).toBeGreaterThan(250);
    expect(miles).toBeLessThan(256);
  });

  it('is symmetric', () => {
    const ab10 = index.get('AB10')!;
    expect(milesBetween(m1, ab10)).toBeCloseTo(milesBetween(ab10, m1), 9);
  });

  it('uses an Earth radius of 3958.8 miles: one degree of latitude is 69.09 miles', () => {
    expect(milesBetween({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(69.093, 2);
  });
});

describe('boundingBox', () => {
  // The point `miles` away on a bearing (spherical destination formula).
  const destination = (lat: number, lng: number, bearingDeg: number, miles: number) => {
    const r = Math.PI / 180;
    const d = miles / EARTH_RADIUS_MILES;
    const b = bearingDeg * r;
    const lat2 = Math.asin(Math.sin(lat * r) * Math.cos(d) + Math.cos(lat * r) * Math.sin(d) * Math.cos(b));
    const lng2 = lng * r + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat * r), Math.cos(d) - Math.sin(lat * r) * Math.sin(lat2));
    return { latitude: lat2 / r, longitude: lng2 / r };
  };

  it('contains every point within the radius, in every direction', () => {
    const centre = { latitude: 57.13514, longitude: -2.11731 };
    const box = boundingBox(centre.latitude, centre.longitude, 25);
    for (let bearing = 0; bearing < 360; bearing += 2) {
      const p = destination(centre.latitude, centre.longitude, bearing, 25);
      expect(milesBetween(centre, p)).toBeCloseTo(25, 6);
      expect(p.latitude).toBeGreaterThanOrEqual(box.minLatitude - 1e-9);
      expect(p.latitude).toBeLessThanOrEqual(box.maxLatitude + 1e-9);
      expect(p.longitude).toBeGreaterThanOrEqual(box.minLongitude);
      expect(p.longitude).toBeLessThanOrEqual(box.maxLongitude);
    }
  });

  it('is not much wider than the circle (the prefilter stays selective)', () => {
    const box = boundingBox(53.47734, -2.23508, 10);
    const north = { latitude: box.maxLatitude, longitude: -2.23508 };
    const east = { latitude: 53.47734, longitude: box.maxLongitude };
    expect(milesBetween({ latitude: 53.47734, longitude: -2.23508 }, north)).toBeCloseTo(10, 3);
    expect(milesBetween({ latitude: 53.47734, longitude: -2.23508 }, east)).toBeLessThan(10.2);
  });

  it('spans every longitude near a pole', () => {
    expect(boundingBox(89.9, 0, 50)).toMatchObject({ maxLatitude: 90, minLongitude: -180, maxLongitude: 180 });
  });
});
