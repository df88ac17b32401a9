import { calendarDay } from './request.row';

describe('calendarDay', () => {
  it('keeps the stored day of a date column read in British Summer Time', () => {
    // What node-postgres makes of the date column value '2026-06-01': local midnight, which on
    // UK time (jest.config.js) is 23:00 the day before in UTC.
    const fromDriver = new Date(2026, 5, 1);
    expect(fromDriver.getTimezoneOffset()).toBe(-60);
    expect(fromDriver.toISOString().slice(0, 10)).toBe('2026-05-31'); // the trap
    expect(calendarDay(fromDriver)).toBe('2026-06-01');
  });

  it('passes a day given as text through, and keeps null', () => {
    expect(calendarDay('2027-01-05')).toBe('2027-01-05');
    expect(calendarDay(null)).toBeNull();
  });
});
