import { formatRelativeTime } from './relative-time';

describe('formatRelativeTime', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const H = 3_600_000;

  it.each([
    [0, 'Just now'],
    [59 * 60 * 1000, 'Just now'],
    [H, '1h ago'],
    [23.9 * H, '23h ago'],
    [24 * H, '1d ago'],
    [6.9 * 24 * H, '6d ago'],
  ])('%d ms ago reads %s', (ms, text) => {
    expect(formatRelativeTime(ago(ms), now)).toBe(text);
  });

  it('shows the date from a week on', () => {
    expect(formatRelativeTime(ago(7 * 24 * H), now)).toBe('14 Nov 2026');
  });

  it('treats a moment in the future as just now', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 5000), now)).toBe('Just now');
  });
});
