import { type ReactNode } from 'react';
import { cx, RelativeTime } from '@comarketing/ui';

export interface InboxItemProps {
  isRead: boolean;
  icon: ReactNode;
  title: string;
  body: string;
  createdAt: string;
  /** Sender or priority badges shown after the title. */
  meta?: ReactNode;
  action?: ReactNode;
  onMarkRead: () => void;
}

/**
 * One notification or message. An unread one is a button: activating it marks it read. The call
 * to action sits beside it, never inside it (no nested interactive elements).
 */
export function InboxItem({ isRead, icon, title, body, createdAt, meta, action, onMarkRead }: InboxItemProps) {
  const content = (
    <>
      <span className="inbox-item__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="inbox-item__text">
        <span className="inbox-item__heading">
          <span className="inbox-item__title">
            {isRead ? null : <span className="cm-sr-only">Unread: </span>}
            {title}
          </span>
          {meta}
        </span>
        <span className="inbox-item__body">{body}</span>
        <RelativeTime value={createdAt} className="inbox-item__time" />
      </span>
      {isRead ? null : <span className="inbox-item__dot" aria-hidden="true" />}
    </>
  );
  return (
    <li className={cx('inbox-item', !isRead && 'inbox-item--unread')}>
      {isRead ? (
        <div className="inbox-item__main">{content}</div>
      ) : (
        <button type="button" className="inbox-item__main" onClick={onMarkRead} title="Mark as read">
          {content}
        </button>
      )}
      {action ? <div className="inbox-item__actions">{action}</div> : null}
    </li>
  );
}
