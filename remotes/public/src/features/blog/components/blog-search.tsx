import { useEffect, useId, useRef } from 'react';
import { Search } from 'lucide-react';
import { BLOG_TEXTS } from '@comarketing/contracts';
import { Input } from '@comarketing/ui';

/**
 * The hero's search box. The text lives in the address (?q=), and the router applies address
 * changes in a transition: an input controlled by it would lag a fast typist and lose letters. So
 * the box keeps what is typed itself and only follows the address when it changes from elsewhere
 * (a link to /blog) while the box is not being typed in.
 */
export function BlogSearch({ value, onChange }: { value: string; onChange(value: string): void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const box = input.current;
    if (box && box.value !== value && document.activeElement !== box) box.value = value;
  }, [value]);
  return (
    <div className="blog-search" role="search">
      <label htmlFor={id} className="cm-sr-only">
        Search articles
      </label>
      <Search className="blog-search__icon" aria-hidden="true" />
      <Input ref={input} id={id} type="search" className="blog-search__input" placeholder={BLOG_TEXTS.searchPlaceholder} defaultValue={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
