import '../settings.css';
import { Link, useNavigate } from 'react-router-dom';
import { ArrowLeft, Building2, UserRound } from 'lucide-react';
import { useSessionUser } from '@comarketing/api';
import { Button, SectionLoader, SectionCard } from '@comarketing/ui';
import { pagePath } from '@comarketing/platform-registry';
import { useDeleteAccount } from '../hooks/use-delete-account';
import { usePreferences } from '../hooks/use-preferences';
import { ProfilePhotoSection } from './profile-photo-section';
import { ProfileDetailsForm } from './profile-details-form';
import { NotificationPreferencesCard } from './notification-preferences-card';
import { SecurityPrivacyCard } from './security-privacy-card';
import { BusinessProfileCard } from './business-profile-card';

/** Whether there is a page of this app to go back to (react-router numbers history entries). */
function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/** /settings: profile, notification preferences, security and privacy, and the business profile link. */
export function SettingsPage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const { preferences, loading, loadFailed, toggle } = usePreferences();
  const { confirmDeletion, deleting, deleted } = useDeleteAccount();

  if (deleted) {
    return (
      <div className="settings cm-container">
        <div className="settings__deleted" role="status">
          <h1 className="cm-page-title">Account deleted</h1>
          <p>Your account and all its data have been deleted. Taking you to the home page...</p>
        </div>
      </div>
    );
  }

  if (!user) return <SectionLoader />;

  const switches = { preferences, disabled: loading || loadFailed, loadFailed, onToggle: (key: Parameters<typeof toggle>[0], value: boolean) => void toggle(key, value) };

  return (
    <div className="settings cm-container">
      <div className="cm-page-header">
        <div className="cm-page-intro">
          <Button variant="ghost" size="sm" className="cm-page-intro__back" onClick={() => (canGoBack() ? navigate(-1) : navigate(pagePath('dashboard')))}>
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
          <h1 className="cm-page-title">Account Settings</h1>
          <p className="cm-page-lead">Manage your profile, notifications, security and data.</p>
        </div>
        <Button asChild variant="secondary">
          <Link to={pagePath('businessProfile')}>
            <Building2 aria-hidden="true" />
            Business Profile
          </Link>
        </Button>
      </div>

      <SectionCard contentClassName="settings-card__content" title="Profile Information" description="Your name and contact details as partners and our team see them." icon={<UserRound />}>
        <ProfilePhotoSection user={user} />
        <ProfileDetailsForm key={user.id} user={user} />
      </SectionCard>
      <NotificationPreferencesCard {...switches} />
      <SecurityPrivacyCard {...switches} onDeleteAccount={confirmDeletion} deleting={deleting} />
      <BusinessProfileCard />
    </div>
  );
}
