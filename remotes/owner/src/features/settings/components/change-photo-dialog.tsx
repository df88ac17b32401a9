import { useEffect, useRef, useState } from 'react';
import { PHOTO_MAX_BYTES, SETTINGS_TEXT, storedObjectPath, UPLOAD_PROGRESS, UPLOAD_TEXT } from '@comarketing/contracts';
import { useImageUpload } from '@comarketing/api';
import { Avatar, Button, FilePicker, formatMegabytes, toast } from '@comarketing/ui';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@comarketing/ui/dialog';
import { useUpdateProfilePhotoMutation } from '../api/settings-api';

const UPLOAD_CONTRACT = { text: UPLOAD_TEXT, progress: UPLOAD_PROGRESS, storedPath: storedObjectPath };

export interface ChangePhotoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fullName: string;
  currentPhoto: string | null;
}

/** Change Photo: choose an image, see it, then save it (upload, then set as the profile photo) or cancel. */
export function ChangePhotoDialog({ open, onOpenChange, ...props }: ChangePhotoDialogProps) {
  return <Dialog open={open} onOpenChange={onOpenChange}>{open ? <ChangePhotoPanel onClose={() => onOpenChange(false)} {...props} /> : null}</Dialog>;
}

interface Chosen {
  file: File;
  previewUrl: string | null;
}

function previewOf(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

function ChangePhotoPanel({ onClose, fullName, currentPhoto }: Omit<ChangePhotoDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [saving, setSaving] = useState(false);
  const upload = useImageUpload('profile-photo', UPLOAD_CONTRACT);
  const [savePhoto] = useUpdateProfilePhotoMutation();
  const previewUrl = useRef<string | null>(null);

  // The preview's object URL is released when it is replaced and when the dialog closes.
  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );

  function choose(file: File) {
    if (!file.type.startsWith('image/')) {
      toast({ variant: 'destructive', title: SETTINGS_TEXT.photoInvalidTitle, description: SETTINGS_TEXT.photoInvalid });
      return;
    }
    if (file.size > PHOTO_MAX_BYTES) {
      toast({ variant: 'destructive', title: SETTINGS_TEXT.photoTooLargeTitle, description: SETTINGS_TEXT.photoTooLarge });
      return;
    }
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = previewOf(file);
    setChosen({ file, previewUrl: previewUrl.current });
  }

  async function save() {
    if (!chosen || saving) return;
    setSaving(true);
    try {
      const profileImageUrl = await upload(chosen.file);
      const result = await savePhoto({ profileImageUrl });
      if (result.error) throw new Error(SETTINGS_TEXT.photoUploadFailed);
      toast({ title: SETTINGS_TEXT.photoUpdatedTitle, description: SETTINGS_TEXT.photoUpdatedDescription });
      onClose();
    } catch (error) {
      setSaving(false);
      // The server's reason for refusing the file (too large, not a real image) beats the generic text.
      const message = error instanceof Error ? error.message : '';
      const generic = !message || message === UPLOAD_TEXT.getUrlFailed || message === UPLOAD_TEXT.uploadFailed;
      const reason = generic ? SETTINGS_TEXT.photoUploadFailed : message;
      toast({ variant: 'destructive', title: SETTINGS_TEXT.photoUploadFailedTitle, description: reason });
    }
  }

  return (
    <DialogContent
      size="sm"
      hideCloseButton={saving}
      onEscapeKeyDown={(event) => saving && event.preventDefault()}
      onInteractOutside={(event) => saving && event.preventDefault()}
    >
      <DialogHeader>
        <DialogTitle>Change Profile Photo</DialogTitle>
        <DialogDescription>Choose an image up to 5MB. You will see it before it is saved.</DialogDescription>
      </DialogHeader>
      <DialogBody className="change-photo">
        <div className="change-photo__preview">
          {chosen?.previewUrl ? (
            <img src={chosen.previewUrl} alt="Your new profile picture, not yet saved" />
          ) : (
            <Avatar name={fullName} src={currentPhoto} alt={currentPhoto ? 'Your current profile photo' : ''} size="lg" className="change-photo__avatar" />
          )}
        </div>
        {chosen ? (
          <div className="change-photo__file">
            <p className="change-photo__file-name">{chosen.file.name}</p>
            <p className="change-photo__file-size">{formatMegabytes(chosen.file.size)}</p>
          </div>
        ) : null}
        <FilePicker accept="image/*" onFile={choose} disabled={saving} label={chosen ? 'Choose a different image' : 'Choose an image'} hint="JPG, PNG, GIF and other images, up to 5MB" />
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" disabled={saving} onClick={onClose}>
          Cancel
        </Button>
        <Button disabled={!chosen || saving} onClick={() => void save()}>
          {saving ? 'Saving...' : 'Save Photo'}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
