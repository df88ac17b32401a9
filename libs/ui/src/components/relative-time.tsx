const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' });

/**
 * The specification's relative times: 'Just now' under an hour, 'Nh ago' under a day, 'Nd ago'
 * under a week, otherwise the date ('3 Nov 2026').
 */
export function formatRelativeTime(value: string | Date, now: Date = new Date()): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < HOUR_MS) return 'Just now';
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  if (elapsed < 7 * DAY_MS) return `${Math.floor(elapsed / DAY_MS)}d ago`;
  return dateFormat.format(date);
}

export interface RelativeTimeProps {
  value: string;
  className?: string;
}

/** A `<time>` that reads relatively and keeps the exact moment in its title and datetime. */
export function RelativeTime({ value, className }: RelativeTimeProps) {
  const date = new Date(value);
  const valid = !Number.isNaN(date.getTime());
  return (
    <time className={className} dateTime={value} title={valid ? dateTimeFormat.format(date) : undefined}>
      {formatRelativeTime(date)}
    </time>
  );
}
