import { useEffect, useRef, useState } from 'react';
import { FileImage, X } from 'lucide-react';
import { UPLOAD_ACCEPTED_TYPES, UPLOAD_MAX_BYTES, UPLOAD_PROGRESS, UPLOAD_TEXT } from '@comarketing/contracts';
import { Button } from '../components/button';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/dialog';
import { FilePicker } from '../components/file-picker';
import { Progress } from '../components/progress';
import { toast } from '../toast/toast-store';
import { formatMegabytes } from './format-file-size';

/** Uploads a file, reporting progress steps, and resolves to the stored path ('/objects/uploads/<id>'). */
export type UploadImageFn = (file: File, onProgress: (percent: number) => void) => Promise<string>;

/** How long 'Upload complete!' shows before the dialog closes. */
export const UPLOAD_COMPLETE_CLOSE_MS = 1000;

export interface ImageUploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  upload: UploadImageFn;
  /** The stored path of the uploaded image. */
  onUploaded: (path: string) => void;
  title?: string;
  closeDelayMs?: number;
}

type Status = 'idle' | 'uploading' | 'complete';

const ACCEPT = UPLOAD_ACCEPTED_TYPES.join(',');

function isAcceptedType(type: string): boolean {
  return (UPLOAD_ACCEPTED_TYPES as readonly string[]).includes(type);
}

/**
 * The specification's image upload dialog: pick a JPEG/PNG/GIF up to 10 MB, see its name and size,
 * upload with progress (25 when the address is obtained, 75 when the file is sent, 100 when done),
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

function ImageUploadPanel({ upload, onUploaded, onClose, title = UPLOAD_TEXT.dialogTitle, closeDelayMs = UPLOAD_COMPLETE_CLOSE_MS }: PanelProps) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [status, setStatus] = useState<Status>('idle');
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const busy = status !== 'idle';

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  function choose(next: File) {
    if (!isAcceptedType(next.type)) {
      toast({ variant: 'destructive', title: UPLOAD_TEXT.invalidTypeTitle, description: UPLOAD_TEXT.invalidType });
      return;
    }
    if (next.size > UPLOAD_MAX_BYTES) {
      toast({ variant: 'destructive', title: UPLOAD_TEXT.tooLargeTitle, description: UPLOAD_TEXT.tooLarge });
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
      setProgress(UPLOAD_PROGRESS.done);
      setStatus('complete');
      toast({ title: UPLOAD_TEXT.successTitle, description: UPLOAD_TEXT.successDescription });
      onUploaded(path);
      closeTimer.current = setTimeout(onClose, closeDelayMs);
    } catch (error) {
      setStatus('idle');
      setProgress(0);
      const message = error instanceof Error && error.message ? error.message : UPLOAD_TEXT.failed;
      toast({ variant: 'destructive', title: UPLOAD_TEXT.failedTitle, description: message });
    }
  }

  const statusText = status === 'complete' ? UPLOAD_TEXT.complete : status === 'uploading' ? `Uploading... ${progress}%` : '';

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
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>JPEG, PNG or GIF, up to 10MB.</DialogDescription>
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
          <FilePicker accept={ACCEPT} onFile={choose} label="Choose an image" hint="Click to browse your files" />
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
