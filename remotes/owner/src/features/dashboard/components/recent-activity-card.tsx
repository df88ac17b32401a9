import { Link } from 'react-router-dom';
import { type Notification } from '@comarketing/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState, RelativeTime, SectionLoader } from '@comarketing/ui';
import { pagePath } from '@comarketing/platform-registry';

export interface RecentActivityCardProps {
  items: Notification[];
  loading: boolean;
}

/** The user's latest notifications: real data only, never sample entries. */
export function RecentActivityCard({ items, loading }: RecentActivityCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Activity</CardTitle>
        <CardDescription>The latest updates on your account.</CardDescription>
      </CardHeader>
      <CardContent>
        {loading ? (
          <SectionLoader label="Loading recent activity..." className="activity__loader" />
        ) : items.length === 0 ? (
          <EmptyState title="No recent activity yet" description="Updates about your profile, requests and matches will appear here." />
        ) : (
          <>
            <ul className="activity">
              {items.map((item) => (
                <li key={item.id} className={item.isRead ? 'activity__item' : 'activity__item activity__item--unread'}>
                  <span className="activity__dot" aria-hidden="true" />
                  <div className="activity__text">
                    <h3 className="activity__title">
                      {item.isRead ? null : <span className="cm-sr-only">Unread: </span>}
                      {item.title}
                    </h3>
                    <p className="activity__message">{item.message}</p>
                  </div>
                  <RelativeTime value={item.createdAt} className="activity__time" />
                </li>
              ))}
            </ul>
            <p className="activity__more">
              <Link to={pagePath('notifications')}>View all notifications</Link>
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
