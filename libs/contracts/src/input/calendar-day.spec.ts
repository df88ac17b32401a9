import { CALENDAR_DAY_TEXT, calendarDay } from './calendar-day';

const messages = (schema: ReturnType<typeof calendarDay>, value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message);

describe('calendarDay', () => {
  it('accepts days that exist, 29 February of a leap year included', () => {
    for (const day of ['2026-01-01', '2026-12-31', '2028-02-29', '2000-02-29', '0001-01-01', '9999-12-31']) expect(calendarDay().parse(day)).toBe(day);
  });

  it('tells a day that is not on the calendar from a text that is no date at all', () => {
    for (const day of ['2026-02-30', '2026-13-01', '0000-00-00', '2026-02-29', '1900-02-29', '2026-04-31', '2026-00-10', '0000-01-01']) {
      expect({ day, messages: messages(calendarDay(), day) }).toEqual({ day, messages: [CALENDAR_DAY_TEXT.noSuchDay] });
    }
    for (const text of ['', '2026-1-1', '26-01-01', '+275760-09-13', '99999-01-01', '2026-01-15garbage', '2026-01-15T10:00:00Z', ' 2026-01-15', '15/01/2026']) {
      expect({ text, messages: messages(calendarDay(), text) }).toEqual({ text, messages: [CALENDAR_DAY_TEXT.shape] });
    }
    expect(messages(calendarDay(), 20260115)).toEqual([CALENDAR_DAY_TEXT.shape]);
  });

  it('takes an ISO time after the day only when asked to, and then checks the time too', () => {
    const withTime = calendarDay({ time: 'allowed' });
    for (const value of ['2031-06-01', '2031-06-01T00:00:00.000Z', '2031-06-01T23:59:59+01:00', '2031-06-01T12:30', '2031-06-01T12:00+15:59', '2031-06-01T12:00-14:00']) expect(withTime.parse(value)).toBe(value);
    // PostgreSQL refuses a zone offset beyond 15:59 ('time zone displacement out of range'), as a 5xx it was.
    for (const value of ['2031-02-30T00:00:00Z', '2031-06-01T24:00:00Z', '2031-06-01T12:60:00Z', '2031-06-01T12:00:00+24:00', '2026-03-01T10:00+20:00', '2026-03-01T10:00-16:00']) {
      expect({ value, messages: messages(withTime, value) }).toEqual({ value, messages: [CALENDAR_DAY_TEXT.noSuchDay] });
    }
  });
});
