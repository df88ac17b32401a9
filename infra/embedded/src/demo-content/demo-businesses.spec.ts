import { businessInputSchema, normaliseUkPostcode } from '@comarketing/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_BUSINESSES } from './demo-businesses';

// The outward codes matching can place (its CC0 table); read as data, not imported code.
const outcodes = new Set(
  readFileSync(join(__dirname, '../../../../services/matching/data/uk-outcodes.csv'), 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.split(',')[0]),
);

describe('demo businesses', () => {
  it('are valid business profiles, each placed on the map and marked as demo', () => {
    for (const { slug: _slug, ...business } of DEMO_BUSINESSES) {
      const parsed = businessInputSchema.safeParse(business);
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(business.businessName).toMatch(/\(demo\)$/);
      expect(business.description).toMatch(/A demo business/);
      expect(outcodes).toContain(normaliseUkPostcode(business.postcode)!.split(' ')[0]);
    }
  });

  it('have distinct owners, and most are around Manchester so a first local request finds partners', () => {
    expect(new Set(DEMO_BUSINESSES.map((b) => b.slug)).size).toBe(DEMO_BUSINESSES.length);
    expect(DEMO_BUSINESSES.filter((b) => /Manchester|Salford|Stockport|Altrincham/.test(b.location)).length).toBeGreaterThanOrEqual(8);
  });
});
