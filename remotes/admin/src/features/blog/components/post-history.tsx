import { useState } from 'react';
import { ADMIN_BLOG_TEXT, ADMIN_TEXT, type BlogEditorPost, type BlogPostRevision } from '@comarketing/contracts';
import { Badge, Button, SectionLoader, toast } from '@comarketing/ui';
import { useAdminBlogRevisionsQuery, useRestoreBlogRevisionMutation } from '../../../shared/admin-api';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { LoadFailed } from '../../../shared/list-chrome';
import { STATUS_BADGES } from './post-status';
import { failureText } from '../../../shared/failure-text';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** Every save of a post, newest first; restoring one makes it the current text (a save of its own). */
export function PostHistory({ post, onRestored }: { post: BlogEditorPost; onRestored: () => void }) {
  const revisions = useAdminBlogRevisionsQuery(post.id);
  const [restore, { isLoading: restoring }] = useRestoreBlogRevisionMutation();
  const [chosen, setChosen] = useState<BlogPostRevision | null>(null);

  async function confirmRestore() {
    if (!chosen) return;
    try {
      await restore({ id: post.id, revisionId: chosen.id }).unwrap();
      toast({ title: ADMIN_BLOG_TEXT.restored, description: `Revision ${chosen.revision} of "${chosen.title}" is the current text again.` });
      setChosen(null);
      onRestored();
    } catch (error) {
      toast({ title: ADMIN_TEXT.updateFailed, description: failureText(error), variant: 'destructive' });
    }
  }

  return (
    <section aria-labelledby="post-history-title" className="admin-history">
      <h3 id="post-history-title" className="admin-history__title">
        History
      </h3>
      {revisions.isLoading ? <SectionLoader /> : null}
      {revisions.error ? <LoadFailed what="the history" reason={failureText(revisions.error)} onRetry={() => void revisions.refetch()} /> : null}
      {revisions.data ? (
        <ol className="admin-history__list">
          {[...revisions.data]
            .sort((a, b) => b.revision - a.revision)
            .map((revision, index) => (
              <li key={revision.id} className="admin-history__item">
                <span>
                  <strong>Revision {revision.revision}</strong> · {when(revision.createdAt)} · <Badge variant={STATUS_BADGES[revision.status].variant}>{STATUS_BADGES[revision.status].label}</Badge> · {revision.title}
                </span>
                {index === 0 ? (
                  <span className="admin-history__current">Current</span>
                ) : (
                  <Button size="sm" variant="secondary" onClick={() => setChosen(revision)} aria-label={`Restore revision ${revision.revision}`}>
                    Restore
                  </Button>
                )}
              </li>
            ))}
        </ol>
      ) : null}
      {chosen ? (
        <ConfirmDialog title="Restore this revision?" confirm="Restore revision" busy={restoring} onConfirm={() => void confirmRestore()} onCancel={() => setChosen(null)}>
          Revision {chosen.revision} ({when(chosen.createdAt)}) becomes the current text, with its status ({STATUS_BADGES[chosen.status].label.toLowerCase()}). The text now current stays in the history.
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
