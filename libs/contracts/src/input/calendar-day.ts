import { z } from 'zod';

// One date schema for every date a request may carry (a campaign plan, a marketing request, an
// admin filter): the shape alone let days that do not exist ('2026-02-30', '2026-13-01',
// '0000-00-00', '2031-02-29') through to PostgreSQL, which refused them and the caller got a 5xx.

export const CALENDAR_DAY_TEXT = {
  shape: 'Use a date as YYYY-MM-DD',
  noSuchDay: 'That date is not on the calendar: check the day and the month',
} as const;

// A day, and for the spec's client an ISO time after it, each field in range (PostgreSQL reads the
// time too, and refuses 25:00 as it refuses 30 February, and a zone offset beyond 15:59).
const SHAPE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):?(\d{2}))?)?$/;
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The largest zone offset PostgreSQL reads, in hours (it refuses '+16:00' and beyond). */
const MAX_OFFSET_HOURS = 15;

/** True when the text (of the shape above) names a day that exists, year 1 to 9999, and a time and zone in range. */
function readsAsCalendarDay(value: string): boolean {
  const match = SHAPE.exec(value);
  if (!match) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0, offsetHours = 0, offsetMinutes = 0] = match.slice(1).map((part) => (part === undefined ? undefined : Number(part)));
  if (hour! > 23 || minute! > 59 || second! > 59 || offsetHours! > MAX_OFFSET_HOURS || offsetMinutes! > 59) return false;
  const date = new Date(0);
  date.setUTCFullYear(year!, month! - 1, day!);
  return year! >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month! - 1 && date.getUTCDate() === day;
}

/**
 * A calendar day, 'YYYY-MM-DD'. `time: 'allowed'` also takes an ISO time after it (the spec's
 * client sends request dates either way). Wrong shape and a day that does not exist get their own
 * message, so '2026-02-30' is told what is wrong with it.
 */
export function calendarDay(options: { time?: 'allowed' } = {}) {
  const shape = options.time === 'allowed' ? SHAPE : DAY_ONLY;
  return z.string({ error: CALENDAR_DAY_TEXT.shape }).superRefine((value, ctx) => {
    if (!shape.test(value)) ctx.addIssue({ code: 'custom', message: CALENDAR_DAY_TEXT.shape, continue: false });
    else if (!readsAsCalendarDay(value)) ctx.addIssue({ code: 'custom', message: CALENDAR_DAY_TEXT.noSuchDay, continue: false });
  });
}
