import { useState } from 'react';
import { Camera, Trash2 } from 'lucide-react';
import { SETTINGS_TEXT, type AuthUser } from '@comarketing/contracts';
import { serverMessage } from '@comarketing/api';
import { Avatar, Button, toast } from '@comarketing/ui';
import { useRemoveProfilePhotoMutation } from '../api/settings-api';
import { ChangePhotoDialog } from './change-photo-dialog';

/** The photo (or initials), Change Photo and, when there is one, Remove Photo. */
export function ProfilePhotoSection({ user }: { user: AuthUser }) {
  const [open, setOpen] = useState(false);
  const [removePhoto, { isLoading: removing }] = useRemoveProfilePhotoMutation();
  const fullName = `${user.firstName} ${user.lastName}`.trim();

  async function remove() {
    const result = await removePhoto();
    if (result.error) {
      toast({ variant: 'destructive', title: SETTINGS_TEXT.photoRemoveFailedTitle, description: serverMessage(result.error) ?? SETTINGS_TEXT.photoRemoveFailed });
      return;
    }
    toast({ title: SETTINGS_TEXT.photoRemovedTitle, description: SETTINGS_TEXT.photoRemovedDescription });
  }

  return (
    <div className="profile-photo">
      <Avatar name={fullName} src={user.profileImageUrl} alt={user.profileImageUrl ? 'Your profile photo' : ''} size="lg" className="profile-photo__avatar" />
      <div className="profile-photo__details">
        <p className="profile-photo__title">Profile Photo</p>
        <p className="cm-field__description">{SETTINGS_TEXT.photoTypesHint}.</p>
        <div className="profile-photo__actions">
          <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
            <Camera aria-hidden="true" />
            Change Photo
          </Button>
          {user.profileImageUrl ? (
            <Button variant="ghost" size="sm" disabled={removing} onClick={() => void remove()}>
              <Trash2 aria-hidden="true" />
              {removing ? 'Removing...' : 'Remove Photo'}
            </Button>
          ) : null}
        </div>
      </div>
      <ChangePhotoDialog open={open} onOpenChange={setOpen} fullName={fullName} currentPhoto={user.profileImageUrl} />
    </div>
  );
}
