import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch, type FetchStub } from '@comarketing/api/testing';
import { ADMIN_BLOG_TEXT } from '@comarketing/contracts';
import { renderPage } from '../../../testing/render-page';
import { PostEditorDialog } from './post-editor-dialog';

const saved = {
  id: '3f1c0f5e-2b7a-4c3d-9a1e-5d6f7a8b9c0d',
  slug: 'window-swaps',
  title: 'Window swaps',
  excerpt: '',
  content: '',
  status: 'draft',
  tags: [],
  featuredImage: null,
  publishedAt: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
  readingTime: 1,
  wordCount: 0,
  viewCount: 0,
  seoTitle: null,
  seoDescription: null,
};

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });

describe('PostEditorDialog', () => {
  let server: FetchStub;
  afterEach(() => server?.restore());

  it('starts a new post as a draft and saves it with its tags read from the comma-separated list', async () => {
    server = stubFetch([{ method: 'POST', path: '/api/admin/blog/posts', answer: { status: 201, body: saved } }]);
    const onClose = jest.fn();
    renderPage(<PostEditorDialog post={null} onClose={onClose} />);
    expect((screen.getByRole('combobox', { name: /^Status/ }) as HTMLSelectElement).value).toBe('draft');
    type(/^Title/, 'Window swaps');
    type(/^Tags/, ' Retail, ,Footfall ');
    fireEvent.click(screen.getByRole('button', { name: 'Create post' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.calls('POST', '/api/admin/blog/posts')[0].body).toEqual({ title: 'Window swaps', excerpt: '', content: '', featuredImage: null, tags: ['Retail', 'Footfall'], status: 'draft', seoTitle: null, seoDescription: null });
    expect(await screen.findByText(ADMIN_BLOG_TEXT.postCreated)).toBeTruthy();
  });

  it('asks for an excerpt and the article before publishing, without calling the server', async () => {
    server = stubFetch([]);
    renderPage(<PostEditorDialog post={null} onClose={() => undefined} />);
    type(/^Title/, 'Window swaps');
    fireEvent.change(screen.getByRole('combobox', { name: /^Status/ }), { target: { value: 'published' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create post' }));
    expect(await screen.findByText(ADMIN_BLOG_TEXT.excerptRequired)).toBeTruthy();
    expect(screen.getByText(ADMIN_BLOG_TEXT.contentRequired)).toBeTruthy();
    expect(server.requests).toEqual([]);
  });

  it('counts the SEO description against the 150-160 hint as it is typed', async () => {
    server = stubFetch([]);
    renderPage(<PostEditorDialog post={null} onClose={() => undefined} />);
    expect(screen.getByText('0 of 150-160 characters.')).toBeTruthy();
    type(/^SEO description/, 'x'.repeat(155));
    expect(await screen.findByText('155 of 150-160 characters.')).toBeTruthy();
  });
});
