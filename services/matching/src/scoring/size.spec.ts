import { sizeFit } from './size';

describe('sizeFit', () => {
  it('matches requested sizes to the company-size bands they contain', () => {
    expect(sizeFit('micro', '1-5').value).toBe(1);
    expect(sizeFit('small', '21-50').value).toBe(1);
    expect(sizeFit('medium', '51-100').value).toBe(1);
  });

  it('gives part credit to a band that straddles or neighbours the requested size', () => {
    expect(sizeFit('micro', '6-20').value).toBe(0.5);
    expect(sizeFit('small', '6-20').value).toBe(0.75);
    expect(sizeFit('small', '1-5').value).toBe(0.25);
    expect(sizeFit('medium', '100+').value).toBe(0.75);
  });

  it('scores a far band 0', () => {
    expect(sizeFit('micro', '100+')).toMatchObject({ value: 0, confidence: 1 });
    expect(sizeFit('medium', '1-5').value).toBe(0);
  });

  it('is satisfied by anyone when any size (or nothing) was asked for', () => {
    expect(sizeFit('any', '100+')).toMatchObject({ value: 1, confidence: 1 });
    expect(sizeFit(undefined, null)).toMatchObject({ value: 1, confidence: 1 });
  });

  it('has no confidence when a size was asked for and the company size is unknown', () => {
    expect(sizeFit('micro', null)).toEqual({ value: 0, confidence: 0, facts: { wanted: 'micro', companySize: undefined } });
    expect(sizeFit('micro', '7-8').confidence).toBe(0);
  });
});
