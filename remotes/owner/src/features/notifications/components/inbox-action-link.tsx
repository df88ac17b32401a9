import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';

export interface InboxActionLinkProps {
  url: string;
  text: string | null;
  onFollow?: () => void;
}

/** A notification's call to action: an in-app route, or an external page in a new tab. */
export function InboxActionLink({ url, text, onFollow }: InboxActionLinkProps) {
  const label = text?.trim() || 'View details';
  if (url.startsWith('/')) {
    return (
      <Link to={url} className="inbox-item__action" onClick={onFollow}>
        {label}
        <ArrowRight aria-hidden="true" />
      </Link>
    );
  }
  return (
    <a href={url} className="inbox-item__action" target="_blank" rel="noopener noreferrer" onClick={onFollow}>
      {label}
      <span className="cm-sr-only"> (opens in a new tab)</span>
      <ArrowRight aria-hidden="true" />
    </a>
  );
}
