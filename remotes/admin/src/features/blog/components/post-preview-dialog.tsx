import { Button } from '@comarketing/ui';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@comarketing/ui/dialog';

/**
 * The article page as the server renders it for readers (same sanitising, same styles), shown in a
 * frame that runs no scripts: what is seen is the HTML readers get before any script runs. The
 * frame keeps the site's origin only so it may load the site's stylesheets and images; without
 * scripts it cannot use that origin for anything else.
 */
export function PostPreviewDialog({ html, title, onClose }: { html: string; title: string; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="admin-dialog--preview">
        <DialogHeader>
          <DialogTitle>Preview</DialogTitle>
          <DialogDescription>How readers will see this post once it is published. Nothing is saved by previewing.</DialogDescription>
        </DialogHeader>
        <iframe className="admin-preview__frame" title={`Preview of ${title}`} sandbox="allow-same-origin" srcDoc={html} />
        <DialogFooter>
          <Button onClick={onClose}>Back to editing</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
