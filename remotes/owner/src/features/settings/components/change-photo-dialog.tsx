import { useEffect, useRef, useState } from 'react';
import { PHOTO_MAX_BYTES, SETTINGS_TEXT, STORED_IMAGE_TYPES, storedObjectPath, UPLOAD_PROGRESS, UPLOAD_TEXT } from '@comarketing/contracts';
import { useImageUpload } from '@comarketing/api';
import { Alert, AlertDescription, AlertTitle, Avatar, Button, FilePicker, formatMegabytes, toast } from '@comarketing/ui';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@comarketing/ui/dialog';
import { useUpdateProfilePhotoMutation } from '../api/settings-api';

const UPLOAD_CONTRACT = { text: UPLOAD_TEXT, progress: UPLOAD_PROGRESS, storedPath: storedObjectPath };
// Exactly what the server stores (it checks the bytes too): the browser offers and lets through
// nothing that would be refused after the upload.
const ACCEPTED_TYPES: readonly string[] = STORED_IMAGE_TYPES;

export interface ChangePhotoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fullName: string;
  currentPhoto: string | null;
}

/**
 * Change Photo: choose an image, see it, then save it (upload, then set as the profile photo) or
 * cancel. A file of another type or over the limit is refused at once, before any upload.
 */
export function ChangePhotoDialog({ open, onOpenChange, ...props }: ChangePhotoDialogProps) {
  return <Dialog open={open} onOpenChange={onOpenChange}>{open ? <ChangePhotoPanel onClose={() => onOpenChange(false)} {...props} /> : null}</Dialog>;
}

interface Chosen {
  file: File;
  previewUrl: string | null;
}

interface Refusal {
  title: string;
  text: string;
}

/** Why a chosen file cannot be the photo, or null when it can. */
function refusalOf(file: File): Refusal | null {
  if (!ACCEPTED_TYPES.includes(file.type)) return { title: SETTINGS_TEXT.photoInvalidTitle, text: SETTINGS_TEXT.photoInvalid };
  if (file.size > PHOTO_MAX_BYTES) return { title: SETTINGS_TEXT.photoTooLargeTitle, text: SETTINGS_TEXT.photoTooLarge };
  return null;
}

function previewOf(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

function ChangePhotoPanel({ onClose, fullName, currentPhoto }: Omit<ChangePhotoDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
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
    // Said inside the dialog, beside the picker, rather than in a toast that fades: the reason stays
    // in view until a file that will do is chosen.
    const refused = refusalOf(file);
    setRefusal(refused);
    if (refused) return;
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
        <DialogDescription>Choose an image ({SETTINGS_TEXT.photoTypesHint}). You will see it before it is saved.</DialogDescription>
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
        <FilePicker
          accept={ACCEPTED_TYPES.join(',')}
          onFile={choose}
          disabled={saving}
          label={chosen ? 'Choose a different image' : 'Choose an image'}
          hint={SETTINGS_TEXT.photoTypesHint}
        />
        {refusal ? (
          <Alert variant="destructive">
            <AlertTitle>{refusal.title}</AlertTitle>
            <AlertDescription>{refusal.text}</AlertDescription>
          </Alert>
        ) : null}
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
