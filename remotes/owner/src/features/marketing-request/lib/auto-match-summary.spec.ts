import { foundSummary, orList, preferenceNote } from './auto-match-summary';

const asked = (overrides: Partial<{ matched: number; withinReach: number; unavailable: number; belowThreshold: number }> = {}) => ({
  asked: ['Food & Beverage', 'Retail'],
  matched: 0,
  withinReach: 0,
  unavailable: 0,
  belowThreshold: 0,
  ...overrides,
});

describe('foundSummary', () => {
  it('says how many fit and how many of them are on Partner Matches, so the figures agree', () => {
    expect(foundSummary(6, 3)).toBe('6 businesses fit this request; your 3 best matches are on Partner Matches.');
    expect(foundSummary(4, 1)).toBe('4 businesses fit this request; the best is on your Partner Matches.');
    expect(foundSummary(3, 3)).toBe('3 businesses fit this request; all 3 are on your Partner Matches.');
    expect(foundSummary(1, 1)).toBe('1 business fits this request; it is on your Partner Matches.');
  });

  it('claims nothing about Partner Matches when none became a match', () => {
    expect(foundSummary(2, 0)).toBe('2 businesses fit this request.');
  });
});

describe('preferenceNote', () => {
  it('says nothing when no industry was asked for, or some asked-for partner is among the matches', () => {
    expect(preferenceNote(null, true)).toBeUndefined();
    expect(preferenceNote(undefined, true)).toBeUndefined();
    expect(preferenceNote({ ...asked(), asked: [] }, true)).toBeUndefined();
    expect(preferenceNote(asked({ matched: 2, withinReach: 2 }), true)).toBeUndefined();
  });

  it('says when none of the asked-for industries is within reach', () => {
    expect(preferenceNote(asked(), true)).toEqual({
      title: 'No Food & Beverage or Retail partner this time',
      text: "No Food & Beverage or Retail business is within reach of this request: in the area you chose, and within both businesses' travel radius. The partners below are in other industries.",
    });
    expect(preferenceNote(asked(), false)?.text).not.toContain('partners below');
  });

  it('says why those within reach could not be suggested', () => {
    expect(preferenceNote(asked({ withinReach: 2, unavailable: 1, belowThreshold: 1 }), true)?.text).toBe(
      '2 Food & Beverage or Retail businesses are within reach, but none could be suggested: 1 is already matched with you, declined a match in the last 90 days, or looking for other kinds of partners; 1 is not a close enough fit for this campaign. The partners below are in other industries.',
    );
    expect(preferenceNote(asked({ withinReach: 1, belowThreshold: 1 }), false)?.text).toBe('1 Food & Beverage or Retail business is within reach, but none could be suggested: it is not a close enough fit for this campaign.');
    expect(preferenceNote(asked({ withinReach: 2, unavailable: 2 }), false)?.text).toContain('both are already matched with you');
  });
});

describe('orList', () => {
  it('joins with commas and a final or', () => {
    expect(orList(['Retail'])).toBe('Retail');
    expect(orList(['A', 'B', 'C'])).toBe('A, B or C');
  });
});
