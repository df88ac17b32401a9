import { useEffect, useRef } from 'react';
import { Share2 } from 'lucide-react';
import { Button } from '@comarketing/ui';
import { blogPostPath } from '../api/blog-paths';
import { shareArticle } from '../utils/share-article';

/**
 * Records one view of the article when it is shown (204; the server counts a visitor once a day,
 * so a refresh cannot inflate the count). The ref holds through React's development double effects;
 * a failure is silent. Renders nothing.
 */
export function ArticleView({ postId }: { postId: string }) {
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (recorded.current === postId) return;
    recorded.current = postId;
    void fetch(`${blogPostPath(postId)}/view`, { method: 'POST', credentials: 'same-origin', keepalive: true }).catch(() => undefined);
  }, [postId]);
  return null;
}

export interface ShareButtonProps {
  title: string;
  text: string;
  label: string;
  size?: 'sm';
}

/** 'Share' and 'Share Article' (utils/share-article). */
export function ShareButton({ title, text, label, size }: ShareButtonProps) {
  return (
    <Button variant="secondary" size={size} onClick={() => void shareArticle({ title, text })}>
      <Share2 aria-hidden="true" />
      {label}
    </Button>
  );
}
