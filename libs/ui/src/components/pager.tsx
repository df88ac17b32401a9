import { Button } from './button';

const number = new Intl.NumberFormat('en-GB');

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** What the list holds, in the plural: 'users', 'partner matches'. */
  noun: string;
  onPage: (page: number) => void;
}

/** Previous/next under a server-paged list, with where the reader is ('Page 2 of 40 · 793 users'). */
export function Pager({ page, pageSize, total, noun, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="cm-pager" aria-label={`Pages of ${noun}`}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p className="cm-pager__where" aria-live="polite">
        Page {number.format(Math.min(page, pages))} of {number.format(pages)} · {number.format(total)} {noun}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
