// The platform's days are UK days: 'today' on the dashboard, a visitor's salt and the daily counts
// all turn over at midnight in London (GMT in winter, BST in summer), not at midnight UTC.

const LONDON_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The London calendar day of a moment, 'YYYY-MM-DD'. */
export function londonDayOf(moment: Date): string {
  return LONDON_DATE.format(moment);
}

/** The day `count` days after `day` (negative: before), 'YYYY-MM-DD'. */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included; empty when `to` is before `from`. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
