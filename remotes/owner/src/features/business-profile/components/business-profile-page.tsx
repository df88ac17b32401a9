import '../business-profile.css';
import { useEffect, useRef, useState } from 'react';
import { Pencil } from 'lucide-react';
import { BUSINESS_TEXT } from '@comarketing/contracts';
import { Alert, AlertDescription, AlertTitle, Button, SectionLoader } from '@comarketing/ui';
import { pagePath } from '@comarketing/platform-registry';
import { useBusinessProfile } from '../hooks/use-business-profile';
import { BusinessProfileForm } from './business-profile-form';
import { BusinessProfileView } from './business-profile-view';
import { BackLink } from '../../../shared/back-link';

/**
 * /business-profile: a user without a business gets the form (saving creates it); a user with one
 * sees it read-only, with Edit Profile to change it.
 */
export function BusinessProfilePage() {
  const { business, loading, loadFailed, retry } = useBusinessProfile();
  const [editing, setEditing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const mode = loading ? 'loading' : loadFailed ? 'failed' : business && !editing ? 'view' : 'form';
  const shownMode = useRef<string | null>(null);

  // Switching between the view and the form replaces the button that was pressed: keep the
  // keyboard user's place by moving focus to the page heading (not on the first arrival).
  useEffect(() => {
    if (mode === 'loading') return;
    if (shownMode.current !== null && shownMode.current !== mode) heading.current?.focus();
    shownMode.current = mode;
  }, [mode]);

  let body;
  if (loading) body = <SectionLoader label={BUSINESS_TEXT.loading} />;
  else if (loadFailed)
    body = (
      <Alert variant="destructive">
        <AlertTitle>{BUSINESS_TEXT.loadFailedTitle}</AlertTitle>
        <AlertDescription>{BUSINESS_TEXT.loadFailedDescription}</AlertDescription>
        <Button variant="secondary" size="sm" className="business-profile__retry" onClick={() => void retry()}>
          Try again
        </Button>
      </Alert>
    );
  else if (!business || editing)
    body = <BusinessProfileForm business={business} onSaved={() => setEditing(false)} onCancel={business ? () => setEditing(false) : undefined} />;
  else body = <BusinessProfileView business={business} />;

  const creating = !loading && !loadFailed && !business;
  return (
    <div className="business-profile cm-container">
      <div className="cm-page-header">
        <div className="cm-page-intro">
          <BackLink to={pagePath('dashboard')}>Back to Dashboard</BackLink>
          <h1 ref={heading} tabIndex={-1} className="cm-page-title">
            Business Profile
          </h1>
          <p className="cm-page-lead">
            {creating
              ? 'Tell us about your business so we can match you with complementary local partners.'
              : editing
                ? 'Update your details and save your changes.'
                : 'How partners and our team see your business.'}
          </p>
        </div>
        {business && !editing && !loading ? (
          <Button onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Edit Profile
          </Button>
        ) : null}
      </div>
      {body}
    </div>
  );
}
