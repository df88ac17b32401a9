import { changeEvent, publishedAtAfter } from './post-changes';

describe('what a save announces', () => {
  it.each([
    [undefined, 'draft', undefined],
    [undefined, 'published', 'content.post.published'],
    ['draft', 'draft', undefined],
    ['draft', 'published', 'content.post.published'],
    ['published', 'published', 'content.post.updated'],
    ['published', 'draft', 'content.post.unpublished'],
    ['published', 'archived', 'content.post.archived'],
    ['draft', 'archived', 'content.post.archived'],
    ['archived', 'archived', undefined],
    ['archived', 'draft', undefined],
    ['archived', 'published', 'content.post.published'],
  ] as const)('from %s to %s: %s', (before, after, event) => {
    expect(changeEvent(before, after)).toBe(event);
  });

  it('dates a post at its first publication and keeps that date through unpublish and republish', () => {
    const first = new Date('2026-09-01T09:00:00Z');
    const later = new Date('2026-10-01T09:00:00Z');
    expect(publishedAtAfter(null, 'draft', first)).toBeNull();
    expect(publishedAtAfter(null, 'published', first)).toBe(first);
    expect(publishedAtAfter(first, 'draft', later)).toBe(first);
    expect(publishedAtAfter(first, 'published', later)).toBe(first);
  });
});
