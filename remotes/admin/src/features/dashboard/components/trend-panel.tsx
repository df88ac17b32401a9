import { TREND_DAYS } from '@comarketing/contracts';
import { SectionLoader } from '@comarketing/ui';
import { useAdminTrendsQuery } from '../../../shared/admin-api';
import { failureText } from '../../../shared/failure-text';
import { LoadFailed } from '../../../shared/list-chrome';
import { dayText, trendRows } from '../utils/trend-rows';
import { Sparkline } from './sparkline';

const number = new Intl.NumberFormat('en-GB');

/**
 * 'Last 30 days': how the platform grows, from the analytics service's daily counts. Per series
 * its total and a sparkline; for screen readers the same days as a table. Loaded on its own, so
 * the figures above show whether or not the analytics service answers.
 */
export function TrendPanel() {
  const days = TREND_DAYS.default;
  const trends = useAdminTrendsQuery({ days });
  const data = trends.data;
  const { days: dayList, rows } = data ? trendRows(data) : { days: [], rows: [] };
  return (
    <section aria-labelledby="admin-trends-title" className="admin-trends">
      <h3 id="admin-trends-title" className="admin-section__subtitle">
        Last {days} days
      </h3>
      {trends.isLoading ? <SectionLoader /> : null}
      {trends.error && !data ? <LoadFailed what="trend" reason={failureText(trends.error, { mutation: false })} onRetry={() => void trends.refetch()} /> : null}
      {data ? (
        <>
          <p className="admin-muted">
            Counted by the analytics service per UK day, {dayText(data.from)} to {dayText(data.to)} (today so far). Visitors are counted once a day: they are not followed from one
            day to the next, so the total counts a person once for each day they came.
          </p>
          <ul className="admin-trends__list">
            {rows.map((row) => (
              <li key={row.metric} className="admin-trends__item">
                <span className="admin-trends__label">{row.label}</span>
                <span className="admin-trends__total">{number.format(row.total)}</span>
                <Sparkline counts={row.counts} />
              </li>
            ))}
          </ul>
          <div className="cm-sr-only">
            <table>
              <caption>
                Each day&apos;s counts, {dayText(data.from)} to {dayText(data.to)}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  {rows.map((row) => (
                    <th key={row.metric} scope="col">
                      {row.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {dayList.map((day, index) => (
                  <tr key={day}>
                    <th scope="row">{dayText(day)}</th>
                    {rows.map((row) => (
                      <td key={row.metric}>{number.format(row.counts[index] ?? 0)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}
