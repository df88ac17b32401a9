import { useEffect, useRef, useState } from 'react';
import { FileImage, X } from 'lucide-react';
import { Button } from '../components/button';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/dialog';
import { FilePicker } from '../components/file-picker';
import { Progress } from '../components/progress';
// Through the package, not the file: this entry is shared on its own, and toasts must reach the one
// toast queue of the core entry that the Toaster shows.
// eslint-disable-next-line @nx/enforce-module-boundaries -- on purpose, see above
import { toast } from '@comarketing/ui';
import { formatMegabytes } from './format-file-size';

/** Uploads a file, reporting progress steps, and resolves to the stored path ('/objects/uploads/<id>'). */
export type UploadImageFn = (file: File, onProgress: (percent: number) => void) => Promise<string>;

/** How long 'Upload complete!' shows before the dialog closes. */
export const UPLOAD_COMPLETE_CLOSE_MS = 1000;

/**
 * The dialog's words. The caller hands in the contract's `UPLOAD_TEXT`: the design system holds no
 * product texts, and importing the contracts here would pull zod into every app that shares it.
 */
export interface ImageUploadTexts {
  dialogTitle: string;
  complete: string;
  invalidTypeTitle: string;
  invalidType: string;
  tooLargeTitle: string;
  tooLarge: string;
  failedTitle: string;
  failed: string;
  successTitle: string;
  successDescription: string;
}

export interface ImageUploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  upload: UploadImageFn;
  /** The stored path of the uploaded image. */
  onUploaded: (path: string) => void;
  texts: ImageUploadTexts;
  /** MIME types a file may have ('image/png', ...). */
  acceptedTypes: readonly string[];
  maxBytes: number;
  /** The line under the title ('JPEG, PNG or GIF, up to 10MB.'). */
  description: string;
  closeDelayMs?: number;
}

type Status = 'idle' | 'uploading' | 'complete';

const DONE = 100;

/**
 * The specification's image upload dialog: pick an accepted image within the size limit, see its
 * name and size in MB, upload with progress (the upload function reports its steps, 100 when done),
 * 'Upload complete!', then the dialog closes and starts afresh next time.
 */
export function ImageUploadDialog({ open, onOpenChange, ...props }: ImageUploadDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Mounted only while open: closing forgets the file and the progress. */}
      {open ? <ImageUploadPanel onClose={() => onOpenChange(false)} {...props} /> : null}
    </Dialog>
  );
}

interface PanelProps extends Omit<ImageUploadDialogProps, 'open' | 'onOpenChange'> {
  onClose: () => void;
}

function ImageUploadPanel({ upload, onUploaded, onClose, texts, acceptedTypes, maxBytes, description, closeDelayMs = UPLOAD_COMPLETE_CLOSE_MS }: PanelProps) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [status, setStatus] = useState<Status>('idle');
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const busy = status !== 'idle';

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  function choose(next: File) {
    if (!acceptedTypes.includes(next.type)) {
      toast({ variant: 'destructive', title: texts.invalidTypeTitle, description: texts.invalidType });
      return;
    }
    if (next.size > maxBytes) {
      toast({ variant: 'destructive', title: texts.tooLargeTitle, description: texts.tooLarge });
      return;
    }
    setFile(next);
    setProgress(0);
  }

  async function start() {
    if (!file || busy) return;
    setStatus('uploading');
    setProgress(0);
    try {
      const path = await upload(file, setProgress);
      setProgress(DONE);
      setStatus('complete');
      toast({ title: texts.successTitle, description: texts.successDescription });
      onUploaded(path);
      closeTimer.current = setTimeout(onClose, closeDelayMs);
    } catch (error) {
      setStatus('idle');
      setProgress(0);
      const message = error instanceof Error && error.message ? error.message : texts.failed;
      toast({ variant: 'destructive', title: texts.failedTitle, description: message });
    }
  }

  const statusText = status === 'complete' ? texts.complete : status === 'uploading' ? `Uploading... ${progress}%` : '';

  return (
    <DialogContent
      size="sm"
      hideCloseButton={busy}
      // While the file travels the dialog stays: Escape and outside clicks do nothing.
      onEscapeKeyDown={(event) => busy && event.preventDefault()}
      onPointerDownOutside={(event) => busy && event.preventDefault()}
      onInteractOutside={(event) => busy && event.preventDefault()}
    >
      <DialogHeader>
        <DialogTitle>{texts.dialogTitle}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <DialogBody className="cm-upload">
        {file ? (
          <div className="cm-upload__file">
            <FileImage aria-hidden="true" className="cm-upload__file-icon" />
            <div className="cm-upload__file-details">
              <p className="cm-upload__file-name">{file.name}</p>
              <p className="cm-upload__file-size">{formatMegabytes(file.size)}</p>
            </div>
            {busy ? null : (
              <Button variant="ghost" size="icon" aria-label={`Remove ${file.name}`} onClick={() => setFile(null)}>
                <X aria-hidden="true" />
              </Button>
            )}
          </div>
        ) : (
          <FilePicker accept={acceptedTypes.join(',')} onFile={choose} label="Choose an image" hint="Click to browse your files" />
        )}
        {busy ? <Progress value={progress} label="Upload progress" /> : null}
        <p role="status" className={status === 'complete' ? 'cm-upload__status cm-upload__status--done' : 'cm-upload__status'}>
          {statusText}
        </p>
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" disabled={busy} onClick={onClose}>
          Cancel
        </Button>
        <Button disabled={!file || busy} onClick={() => void start()}>
          {status === 'uploading' ? 'Uploading...' : 'Upload'}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
