import { defaultSplit, equalShares, InvalidSplit, plannedShare, requestedSplit, sharesFor } from './budget-split';

const [a, b, c] = ['a', 'b', 'c'];

describe('budget split', () => {
  it('splits a pair 50-50 by default', () => {
    expect(defaultSplit([a, b])).toEqual({ split: '50-50', shares: { a: 50, b: 50 } });
  });

  it('gives the first partner (the request owner) the 60 of 60-40', () => {
    expect(sharesFor('60-40', [a, b])).toEqual({ a: 60, b: 40 });
  });

  it('gives a group equal custom shares that still add up to 100', () => {
    const { split, shares } = defaultSplit([a, b, c]);
    expect(split).toBe('custom');
    expect(shares).toEqual({ a: 33.34, b: 33.33, c: 33.33 });
    expect(equalShares([a, b, c, 'd'])).toEqual({ a: 25, b: 25, c: 25, d: 25 });
  });

  it('refuses a custom split that leaves a partner out or does not add up to 100', () => {
    expect(() => sharesFor('custom', [a, b], { a: 70 })).toThrow(InvalidSplit);
    expect(() => sharesFor('custom', [a, b], { a: 70, b: 20 })).toThrow('add up to 100%');
    expect(() => sharesFor('custom', [a, b], { a: 70, x: 30 })).toThrow(InvalidSplit);
    expect(sharesFor('custom', [a, b], { a: 70, b: 30 })).toEqual({ a: 70, b: 30 });
  });

  it("starts a pair's campaign at its request's split, a custom one at equal shares to agree on", () => {
    expect(requestedSplit('60-40', [a, b])).toEqual({ split: '60-40', shares: { a: 60, b: 40 } });
    expect(requestedSplit('50-50', [a, b])).toEqual({ split: '50-50', shares: { a: 50, b: 50 } });
    expect(requestedSplit('custom', [a, b])).toEqual({ split: 'custom', shares: { a: 50, b: 50 } });
  });

  it('keeps 50-50 and 60-40 for pairs', () => {
    expect(() => sharesFor('50-50', [a, b, c])).toThrow(InvalidSplit);
  });

  it('works out a share in pounds to the penny', () => {
    expect(plannedShare(800, 60)).toBe(480);
    expect(plannedShare(1000, 33.33)).toBe(333.3);
  });
});
