import { BLOG_TEXTS } from '@comarketing/contracts';
import { toast } from '@comarketing/ui';

export const SHARE_NOT_COPIED_TITLE = 'Copy this address to share the article';

/**
 * 'Share' and 'Share Article': the device's share sheet; when there is
 * none or it fails, the page's address goes to the clipboard and a toast says so (the spec's
 * alert(), as a toast). Closing the share sheet is the reader's choice, not a failure: nothing
 * happens then. When the clipboard is refused too, the toast shows the address to copy by hand.
 */
export async function shareArticle({ title, text }: { title: string; text: string }): Promise<void> {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: BLOG_TEXTS.urlCopied });
  } catch {
    toast({ title: SHARE_NOT_COPIED_TITLE, description: url });
  }
}
