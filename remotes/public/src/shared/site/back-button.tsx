import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@comarketing/ui';
import { pagePath } from '@comarketing/platform-registry';

/**
 * 'Back' as the specification's company pages have it: browser history. A page opened directly
 * (no history inside the app) goes to the home page instead of leaving the site.
 */
export function BackButton() {
  const navigate = useNavigate();
  const goBack = () => {
    const state = window.history.state as { idx?: number } | null;
    if (state?.idx) navigate(-1);
    else navigate(pagePath('landing'));
  };
  return (
    <Button variant="ghost" onClick={goBack} className="public-back">
      <ArrowLeft aria-hidden="true" />
      Back
    </Button>
  );
}
