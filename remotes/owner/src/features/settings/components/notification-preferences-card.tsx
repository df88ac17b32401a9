import { Bell } from 'lucide-react';
import { type Preferences } from '@comarketing/contracts';
import { Alert, AlertDescription, SectionCard } from '@comarketing/ui';
import { PreferenceSwitch } from './preference-switch';

const NOTIFICATION_PREFERENCES: { key: keyof Preferences; label: string; description: string }[] = [
  { key: 'emailNotifications', label: 'Email Notifications', description: 'Receive notifications by email.' },
  { key: 'campaignUpdates', label: 'Campaign Updates', description: 'News about the campaigns you take part in.' },
  { key: 'partnerMatches', label: 'Partner Matches', description: 'When we find a partner business for you, and when a partner answers.' },
  { key: 'marketingEmails', label: 'Marketing Emails', description: 'Tips, product news and partnership opportunities.' },
  { key: 'smsNotifications', label: 'SMS Notifications', description: 'Urgent updates by text message.' },
];

export interface PreferenceCardProps {
  preferences: Preferences;
  /** Switches wait until the saved preferences are known. */
  disabled: boolean;
  loadFailed: boolean;
  onToggle: (key: keyof Preferences, value: boolean) => void;
}

/** The five notification switches; each change is saved at once. */
export function NotificationPreferencesCard({ preferences, disabled, loadFailed, onToggle }: PreferenceCardProps) {
  return (
    <SectionCard contentClassName="settings-card__content" title="Notification Preferences" description="Choose what we tell you about. Changes are saved as you make them." icon={<Bell />}>
      {loadFailed ? (
        <Alert variant="destructive">
          <AlertDescription>Your preferences could not be loaded. Please refresh the page to try again.</AlertDescription>
        </Alert>
      ) : null}
      <div className="settings-card__switches">
        {NOTIFICATION_PREFERENCES.map(({ key, label, description }) => (
          <PreferenceSwitch
            key={key}
            label={label}
            description={description}
            checked={preferences[key]}
            disabled={disabled}
            onCheckedChange={(value) => onToggle(key, value)}
          />
        ))}
      </div>
    </SectionCard>
  );
}
