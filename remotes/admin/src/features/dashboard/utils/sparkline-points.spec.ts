import { sparklinePoints } from './sparkline-points';

const BOX = { width: 100, height: 30, inset: 2 };

describe('sparklinePoints', () => {
  it('spreads the days evenly across the box and scales the highest count to the top', () => {
    expect(sparklinePoints([0, 5, 10], BOX)).toBe('2,28 50,15 98,2');
  });

  it('keeps zero at the bottom, whatever the smallest count is', () => {
    // 4 and 8 of a highest 8: halfway up and the top, not the bottom and the top.
    expect(sparklinePoints([4, 8], BOX)).toBe('2,15 98,2');
  });

  it('draws days with nothing counted as zero: all zeros lie flat on the bottom', () => {
    expect(sparklinePoints([0, 0, 0, 0, 0], BOX)).toBe('2,28 26,28 50,28 74,28 98,28');
  });

  it('rounds to hundredths, so 30 days stay a short attribute', () => {
    const points = sparklinePoints([1, 2, 3], { width: 100, height: 10, inset: 0 });
    expect(points).toBe('0,6.67 50,3.33 100,0');
  });

  it('puts a single day in the middle and draws nothing for none', () => {
    expect(sparklinePoints([3], BOX)).toBe('50,2');
    expect(sparklinePoints([], BOX)).toBe('');
  });
});
