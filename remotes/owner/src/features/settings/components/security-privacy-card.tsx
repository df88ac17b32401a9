import { useState } from 'react';
import { Download, KeyRound, ShieldCheck, Trash2 } from 'lucide-react';
import { Button, SectionCard } from '@comarketing/ui';
import { useExportData } from '../hooks/use-export-data';
import { PreferenceSwitch } from './preference-switch';
import { ChangePasswordDialog } from './change-password-dialog';
import { DeleteAccountDialog } from './delete-account-dialog';
import { type PreferenceCardProps } from './notification-preferences-card';

export interface SecurityPrivacyCardProps extends PreferenceCardProps {
  onDeleteAccount: () => Promise<boolean>;
  deleting: boolean;
}

/** Two-factor and login-alert switches, Change Password, Data Export and Delete Account. */
export function SecurityPrivacyCard({ preferences, disabled, onToggle, onDeleteAccount, deleting }: SecurityPrivacyCardProps) {
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const { exportData, exporting } = useExportData();

  return (
    <SectionCard contentClassName="settings-card__content" title="Security & Privacy" description="Protect your account and control your data." icon={<ShieldCheck />}>
      <div className="settings-card__switches">
        <PreferenceSwitch
          label="Two-factor authentication (coming soon)"
          description="Records that you want a second sign-in step. Sign-in does not ask for one yet: we will tell you when it does."
          checked={preferences.twoFactorAuth}
          disabled={disabled}
          onCheckedChange={(value) => onToggle('twoFactorAuth', value)}
        />
        <PreferenceSwitch
          label="Login Alerts"
          description="Alerts about new sign-ins to your account."
          checked={preferences.loginAlerts}
          disabled={disabled}
          onCheckedChange={(value) => onToggle('loginAlerts', value)}
        />
      </div>
      <ul className="settings-actions">
        <li className="settings-actions__item">
          <div>
            <h3 className="settings-actions__title">Password</h3>
            <p className="settings-actions__text">Change your password. Your other devices will be signed out.</p>
          </div>
          <Button variant="secondary" onClick={() => setPasswordOpen(true)}>
            <KeyRound aria-hidden="true" />
            Change Password
          </Button>
        </li>
        <li className="settings-actions__item">
          <div>
            <h3 className="settings-actions__title">Data Export</h3>
            <p className="settings-actions__text">Download a copy of your account data as a JSON file.</p>
          </div>
          <Button variant="secondary" disabled={exporting} onClick={() => void exportData()}>
            <Download aria-hidden="true" />
            {exporting ? 'Exporting...' : 'Export Data'}
          </Button>
        </li>
        <li className="settings-actions__item settings-actions__item--danger">
          <div>
            <h3 className="settings-actions__title">Delete Account</h3>
            <p className="settings-actions__text">Permanently delete your account, business profile, notifications and messages.</p>
          </div>
          <Button variant="destructive" onClick={() => setDeleteOpen(true)}>
            <Trash2 aria-hidden="true" />
            Delete Account
          </Button>
        </li>
      </ul>
      <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} />
      <DeleteAccountDialog open={deleteOpen} onOpenChange={setDeleteOpen} onConfirm={onDeleteAccount} deleting={deleting} />
    </SectionCard>
  );
}
