import { useId, type ReactNode } from 'react';
import { Upload } from 'lucide-react';
import { cx } from '../lib/class-names';

export interface FilePickerProps {
  /** The `accept` attribute ('image/*', or a list of types). */
  accept: string;
  /** Called with the chosen file (the input is cleared, so the same file can be chosen again). */
  onFile: (file: File) => void;
  /** The visible call to action, which is also the input's accessible name. */
  label: string;
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/**
 * A real file input (keyboard and screen-reader users reach it as 'file upload'), visually hidden
 * behind a large label that acts as the drop-zone-looking button.
 */
export function FilePicker({ accept, onFile, label, hint, disabled, className }: FilePickerProps) {
  const id = `file-${useId()}`;
  return (
    <div className={cx('cm-file-picker', className)}>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        className="cm-sr-only cm-file-picker__input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <label htmlFor={id} className="cm-file-picker__zone">
        <Upload aria-hidden="true" />
        <span className="cm-file-picker__label">{label}</span>
        {hint ? <span className="cm-file-picker__hint">{hint}</span> : null}
      </label>
    </div>
  );
}
