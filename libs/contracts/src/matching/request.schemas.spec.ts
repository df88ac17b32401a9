import { CALENDAR_DAY_TEXT } from '../input/calendar-day';
import { createRequestSchema } from './request.schemas';

const request = (dates: { startDate?: string | null; endDate?: string | null }) => ({
  title: 'Summer fair',
  campaignTypes: ['social-media'],
  goals: ['brand-awareness'],
  description: 'Two shops, one weekend',
  budgetRange: { min: 100, max: 100, period: 'monthly' },
  ...dates,
});

describe('marketing request dates', () => {
  it('accepts calendar days, with or without a time, and no dates at all', () => {
    for (const dates of [{ startDate: '2031-02-28', endDate: '2032-02-29' }, { startDate: '2031-06-01T00:00:00.000Z' }, { startDate: null, endDate: null }, {}]) {
      expect(createRequestSchema.safeParse(request(dates)).success).toBe(true);
    }
  });

  // Each of these passed the YYYY-MM-DD prefix check and then failed inside PostgreSQL as a 500.
  it('refuses what only looks like a date: no such day, year zero, or text after the day', () => {
    for (const startDate of ['0000-00-00', '2031-13-01', '2031-02-29', '2031-04-31', '0000-01-01', '2031-06-01T25:00:00Z']) {
      const result = createRequestSchema.safeParse(request({ startDate }));
      expect({ startDate, issues: result.error?.issues.map((i) => i.message) }).toEqual({ startDate, issues: [CALENDAR_DAY_TEXT.noSuchDay] });
    }
    for (const startDate of ['2031-01-15garbage', '2031-01-15 x']) {
      const result = createRequestSchema.safeParse(request({ startDate }));
      expect({ startDate, issues: result.error?.issues.map((i) => i.message) }).toEqual({ startDate, issues: [CALENDAR_DAY_TEXT.shape] });
    }
  });
});
