import { blogPost } from '../testing/blog-post.fixture';
import { ALL_TOPICS, arrangePosts, filterPosts } from './arrange-posts';

const newest = blogPost({ title: 'Joint Events That Work', excerpt: 'Pop-ups with a partner.', tags: ['Events'] });
const budget = blogPost({ title: 'Splitting Costs Fairly', excerpt: 'Agree the BUDGET before printing.', tags: ['Budgeting', 'Partnerships'] });
const email = blogPost({ title: 'Co-Branded Email', excerpt: 'Lists stay separate under UK GDPR.', tags: ['Email Marketing', 'Partnerships'] });
const posts = [newest, budget, email];

describe('filterPosts', () => {
  it('matches the search text in the title or the excerpt, ignoring case and surrounding spaces', () => {
    expect(filterPosts(posts, 'splitting', ALL_TOPICS)).toEqual([budget]);
    expect(filterPosts(posts, '  budget ', ALL_TOPICS)).toEqual([budget]);
    expect(filterPosts(posts, 'uk gdpr', ALL_TOPICS)).toEqual([email]);
  });

  it('does not search the tags or the body', () => {
    expect(filterPosts(posts, 'Email Marketing', ALL_TOPICS)).toEqual([]);
    expect(filterPosts(posts, 'body of', ALL_TOPICS)).toEqual([]);
  });

  it('keeps the posts tagged with the topic, every post for all topics', () => {
    expect(filterPosts(posts, '', 'Partnerships')).toEqual([budget, email]);
    expect(filterPosts(posts, '', ALL_TOPICS)).toEqual(posts);
  });

  it('needs both the search and the topic to hold', () => {
    expect(filterPosts(posts, 'email', 'Partnerships')).toEqual([email]);
    expect(filterPosts(posts, 'email', 'Events')).toEqual([]);
  });
});

describe('arrangePosts', () => {
  it('features the first published post and leaves it out of the grid', () => {
    expect(arrangePosts(posts, '', ALL_TOPICS)).toEqual({ featured: newest, grid: [budget, email], filtering: false });
  });

  it('never features a post that is not published', () => {
    const draft = blogPost({ status: 'draft' });
    expect(arrangePosts([draft, budget], '', ALL_TOPICS).featured).toBe(budget);
  });

  it('while searching or filtering, features nothing and shows every match, the newest included', () => {
    expect(arrangePosts(posts, 'pop-ups', ALL_TOPICS)).toEqual({ featured: undefined, grid: [newest], filtering: true });
    expect(arrangePosts(posts, '', 'Events')).toEqual({ featured: undefined, grid: [newest], filtering: true });
  });

  it('counts blank search text as no search', () => {
    expect(arrangePosts(posts, '   ', ALL_TOPICS).filtering).toBe(false);
  });
});
