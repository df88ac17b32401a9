import { useEffect, useRef } from 'react';
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

/**
 * Previous/next under a server-paged list, with where the reader is ('Page 2 of 40 · 793 users').
 * A button that turns disabled under the keyboard (Next onto the last page, Previous onto the first)
 * hands focus to the other one, so a keyboard user is not dropped to the top of the document.
 */
export function Pager({ page, pageSize, total, noun, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  // Which button takes focus once the list shows the page asked for; forgotten at any other page
  // (a page driven by the address may arrive later, or not at all).
  const focusAfterMove = useRef<{ button: HTMLButtonElement | null; page: number } | null>(null);

  useEffect(() => {
    const pending = focusAfterMove.current;
    focusAfterMove.current = null;
    if (pending?.page === page && pending.button && !pending.button.disabled) pending.button.focus();
  }, [page, pages]);

  const move = (to: number, from: HTMLButtonElement | null, other: HTMLButtonElement | null, endsHere: boolean) => {
    if (endsHere && from === document.activeElement) focusAfterMove.current = { button: other, page: to };
    onPage(to);
  };

  return (
    <nav className="cm-pager" aria-label={`Pages of ${noun}`}>
      <Button ref={previous} variant="secondary" size="sm" disabled={page <= 1} onClick={() => move(page - 1, previous.current, next.current, page - 1 <= 1)}>
        Previous
      </Button>
      <p className="cm-pager__where" aria-live="polite">
        Page {number.format(Math.min(page, pages))} of {number.format(pages)} · {number.format(total)} {noun}
      </p>
      <Button ref={next} variant="secondary" size="sm" disabled={page >= pages} onClick={() => move(page + 1, next.current, previous.current, page + 1 >= pages)}>
        Next
      </Button>
    </nav>
  );
}
