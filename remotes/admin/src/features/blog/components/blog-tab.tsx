import { useState } from 'react';
import { ADMIN_BLOG_TEXT, ADMIN_TEXT, BLOG_LIST_FILTERS, type BlogEditorPost, type BlogListFilter } from '@comarketing/contracts';
import { Badge, Button, EmptyState, Pager, SectionLoader, toast } from '@comarketing/ui';
import { FileText, Plus } from 'lucide-react';
import { useAdminBlogPostsQuery, useDeleteBlogPostMutation } from '../../../shared/admin-api';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { FirstTwo } from '../../../shared/first-two';
import { ListToolbar, LoadFailed } from '../../../shared/list-chrome';
import { formatDate } from '../../../shared/format-date';
import { PostEditorDialog } from './post-editor-dialog';
import { STATUS_BADGES } from './post-status';
import { failureText } from '../../../shared/failure-text';
import { useListState } from '../../../shared/use-list-state';
import { AdminTable } from '../../../shared/admin-table';

const FILTER_LABELS: Record<BlogListFilter, string> = { all: 'All posts', published: 'Published', draft: 'Draft', archived: 'Archived' };
const PAGE_SIZE = 20;

/**
 * The blog tab: the spec's status filter (all, published, draft, archived), a title search, the
 * first two tags and '+N'; new posts, editing (with preview and history) and deleting with a confirm.
 */
export function BlogTab() {
  const { filters, search, page, setPage, setFilter, setSearch } = useListState({ filter: 'all' as BlogListFilter });
  const { filter } = filters;
  const [editing, setEditing] = useState<BlogEditorPost | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BlogEditorPost | null>(null);
  const list = useAdminBlogPostsQuery({ filter, search, page, pageSize: PAGE_SIZE });
  const [remove, { isLoading: removing }] = useDeleteBlogPostMutation();

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove(deleting.id).unwrap();
      toast({ title: ADMIN_BLOG_TEXT.postDeleted, description: `"${deleting.title}" was deleted.` });
      setDeleting(null);
    } catch (error) {
      toast({ title: ADMIN_TEXT.deletionFailed, description: failureText(error), variant: 'destructive' });
    }
  }

  return (
    <section aria-labelledby="admin-blog-title" className="admin-section">
      <div className="admin-section__head">
        <h2 id="admin-blog-title" className="admin-section__title">
          Blog posts
        </h2>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" /> New post
        </Button>
      </div>
      <ListToolbar
        searchLabel="Search posts by title"
        placeholder="Search by title"
        onSearch={setSearch}
        filters={[{ label: 'Filter posts', value: filter, options: BLOG_LIST_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] })), onChange: (value) => setFilter('filter', value as BlogListFilter) }]}
      />
      {list.isLoading ? <SectionLoader /> : null}
      {list.error ? <LoadFailed what="posts" reason={failureText(list.error)} onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.total === 0 ? (
        <EmptyState icon={<FileText />} title="No posts found" description={search ? `No post title contains "${search}".` : filter === 'all' ? 'Write the first post with New post.' : 'No post has this status.'} />
      ) : null}
      {list.data && list.data.total > 0 ? (
        <>
          <AdminTable caption={<>Blog posts, {FILTER_LABELS[filter].toLowerCase()}, most recently changed first</>}>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Status</th>
                <th scope="col">Tags</th>
                <th scope="col">Views</th>
                <th scope="col">Published</th>
                <th scope="col">Last changed</th>
                <th scope="col">
                  <span className="cm-sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.rows.map((post) => (
                <tr key={post.id}>
                  <th scope="row">
                    {post.title}
                    <span className="admin-table__sub">/blog/{post.slug}</span>
                  </th>
                  <td>
                    <Badge variant={STATUS_BADGES[post.status].variant}>{STATUS_BADGES[post.status].label}</Badge>
                  </td>
                  <td>
                    <FirstTwo values={post.tags} label={(tag) => tag} />
                  </td>
                  <td>{post.viewCount.toLocaleString('en-GB')}</td>
                  <td>{post.publishedAt ? formatDate(post.publishedAt) : '-'}</td>
                  <td>{formatDate(post.updatedAt)}</td>
                  <td>
                    <div className="admin-row-actions">
                      <Button size="sm" variant="secondary" onClick={() => setEditing(post)} aria-label={`Edit ${post.title}`}>
                        Edit
                      </Button>
                      <Button size="sm" variant="destructive" onClick={() => setDeleting(post)} aria-label={`Delete ${post.title}`}>
                        Delete
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
          <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} noun="posts" onPage={setPage} />
        </>
      ) : null}
      {editing ? <PostEditorDialog post={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <ConfirmDialog title="Delete post" confirm="Delete post" busy={removing} onConfirm={() => void confirmDelete()} onCancel={() => setDeleting(null)}>
          {ADMIN_BLOG_TEXT.confirmDelete} ({deleting.title})
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
