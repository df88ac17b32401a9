import { useId, type ReactNode } from 'react';

/**
 * A staff table in its own sideways-scrolling box: on a phone the columns scroll inside the card
 * instead of widening the page. The box can take focus (arrow keys scroll it; axe's
 * scrollable-region-focusable) and is named by the table's caption.
 */
export function AdminTable({ caption, children }: { caption: ReactNode; children: ReactNode }) {
  const captionId = useId();
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a box that scrolls must be reachable by keyboard (WCAG 2.1.1)
    <div className="admin-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="admin-table">
        <caption id={captionId} className="cm-sr-only">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
