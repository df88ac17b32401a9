import { useEffect, useId, useRef } from 'react';
import { BLOG_TEXTS } from '@comarketing/contracts';
import { Button, Select } from '@comarketing/ui';
import { ALL_TOPICS } from '../utils/arrange-posts';

/**
 * 'Filter by topic:' with 'All Topics' and every tag, and 'Clear Filter' while a topic is chosen.
 * Like the search box, the select keeps its own value (the address follows in a transition) and
 * takes the address's when that changes from elsewhere: 'Clear Filter', a tag link.
 */
export function TopicFilter({ topic, tags, onChange }: { topic: string; tags: readonly string[]; onChange(topic: string): void }) {
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  // A topic from a shared link that is not (or no longer) a tag still shows as chosen.
  const topics = topic === ALL_TOPICS || tags.includes(topic) ? tags : [...tags, topic];
  const options = [{ value: ALL_TOPICS, label: BLOG_TEXTS.allTopics }, ...topics.map((tag) => ({ value: tag, label: tag }))];

  useEffect(() => {
    const control = select.current;
    if (control && control.value !== topic) control.value = topic;
  }, [topic, topics.length]);

  const clear = () => {
    onChange(ALL_TOPICS);
    // The button goes away with the filter: keep the keyboard user where they were.
    select.current?.focus();
  };

  return (
    <div className="blog-filter">
      <label htmlFor={id} className="blog-filter__label">
        {BLOG_TEXTS.filterLabel}
      </label>
      <Select ref={select} id={id} className="blog-filter__select" options={options} defaultValue={topic} onChange={(event) => onChange(event.target.value)} />
      {topic !== ALL_TOPICS ? (
        <Button variant="secondary" onClick={clear}>
          {BLOG_TEXTS.clearFilter}
        </Button>
      ) : null}
    </div>
  );
}
