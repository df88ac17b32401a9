import { Badge } from '@comarketing/ui';

/** A post's first few tags as badges. */
export function PostTags({ tags, limit }: { tags: readonly string[]; limit: number }) {
  if (!tags.length) return null;
  return (
    <ul className="blog-tags" aria-label="Topics">
      {tags.slice(0, limit).map((tag) => (
        <li key={tag}>
          <Badge variant="secondary">{tag}</Badge>
        </li>
      ))}
    </ul>
  );
}
