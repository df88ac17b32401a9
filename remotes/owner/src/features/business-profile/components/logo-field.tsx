import { useState } from 'react';
import { ImageIcon } from 'lucide-react';
import { storedObjectPath, UPLOAD_ACCEPTED_TYPES, UPLOAD_MAX_BYTES, UPLOAD_PROGRESS, UPLOAD_TEXT } from '@comarketing/contracts';
import { useImageUpload } from '@comarketing/api';
import { Button } from '@comarketing/ui';
import { ImageUploadDialog } from '@comarketing/ui/dialog';
import { isUploadedImagePath } from '../lib/business-display';

const UPLOAD_CONTRACT = { text: UPLOAD_TEXT, progress: UPLOAD_PROGRESS, storedPath: storedObjectPath };

export interface LogoFieldProps {
  value: string;
  onChange: (path: string) => void;
}

/** The logo: a preview of the uploaded image, and the upload dialog to add or change it. */
export function LogoField({ value, onChange }: LogoFieldProps) {
  const [open, setOpen] = useState(false);
  const upload = useImageUpload('image', UPLOAD_CONTRACT);
  const hasLogo = isUploadedImagePath(value);
  return (
    <div className="logo-field">
      <div className="logo-field__preview">
        {hasLogo ? <img src={value} alt="Business logo preview" /> : <ImageIcon aria-hidden="true" />}
      </div>
      <div className="logo-field__details">
        <p className="cm-label" id="business-logo-label">
          Business Logo
        </p>
        <p className="cm-field__description">{hasLogo ? 'Your uploaded logo.' : 'No logo yet. JPEG, PNG or GIF, up to 10MB.'}</p>
        <div className="logo-field__actions">
          <Button variant="secondary" size="sm" aria-describedby="business-logo-label" onClick={() => setOpen(true)}>
            {hasLogo ? 'Change Logo' : 'Upload Logo'}
          </Button>
          {hasLogo ? (
            <Button variant="ghost" size="sm" onClick={() => onChange('')}>
              Remove Logo
            </Button>
          ) : null}
        </div>
      </div>
      <ImageUploadDialog
        open={open}
        onOpenChange={setOpen}
        upload={upload}
        onUploaded={onChange}
        texts={UPLOAD_TEXT}
        acceptedTypes={UPLOAD_ACCEPTED_TYPES}
        maxBytes={UPLOAD_MAX_BYTES}
        description="JPEG, PNG or GIF, up to 10MB."
      />
    </div>
  );
}
