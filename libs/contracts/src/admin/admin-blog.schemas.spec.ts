import { ADMIN_BLOG_TEXT } from './admin.texts';
import { blogPostFormSchema } from './admin-blog.schemas';
import { parseTagList } from '../blog/blog-post.schemas';

const form = { title: 'Window swaps', slug: '', excerpt: '', content: '', featuredImage: '', tags: '', status: 'draft' as const, seoTitle: '', seoDescription: '' };

describe('the blog form', () => {
  it('reads comma-separated tags trimmed, without empty or repeated ones (the spec)', () => {
    expect(parseTagList(' Retail, ,Footfall ,Retail,')).toEqual(['Retail', 'Footfall']);
  });

  it('saves a draft with only a title; empty optional fields become null', () => {
    expect(blogPostFormSchema.parse(form)).toMatchObject({ title: 'Window swaps', tags: [], featuredImage: null, seoTitle: null, seoDescription: null });
  });

  it('asks for an excerpt and content before publishing', () => {
    const result = blogPostFormSchema.safeParse({ ...form, status: 'published' });
    expect(result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['excerpt', ADMIN_BLOG_TEXT.excerptRequired],
      ['content', ADMIN_BLOG_TEXT.contentRequired],
    ]);
  });

  it('refuses a slug that is not lower-case words and hyphens, and lower-cases one that is', () => {
    expect(blogPostFormSchema.safeParse({ ...form, slug: 'two words!' }).success).toBe(false);
    expect(blogPostFormSchema.parse({ ...form, slug: 'Window-Swaps' }).slug).toBe('window-swaps');
  });
});
