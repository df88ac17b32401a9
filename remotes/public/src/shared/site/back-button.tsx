import { ArrowLeft } from 'lucide-react';
import { Button } from '@comarketing/ui';
import { usePageNavigation } from '../../islands/page-navigation';

/**
 * 'Back' as the specification's company pages have it: browser history. A page opened directly
 * (no history on this site) goes to the home page instead of leaving the site. An island on pages
 * served without the app.
 */
export function BackButton() {
  const { back } = usePageNavigation();
  return (
    <Button variant="ghost" onClick={back} className="public-back">
      <ArrowLeft aria-hidden="true" />
      Back
    </Button>
  );
}
