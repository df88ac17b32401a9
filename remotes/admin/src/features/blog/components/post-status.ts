import { type BlogPostStatus } from '@comarketing/contracts';
import { type BadgeVariant } from '@comarketing/ui';

/** How a post's status reads and looks in the blog tab. */
export const STATUS_BADGES: Record<BlogPostStatus, { label: string; variant: BadgeVariant }> = {
  published: { label: 'Published', variant: 'success' },
  draft: { label: 'Draft', variant: 'outline' },
  archived: { label: 'Archived', variant: 'secondary' },
};
