import { cx } from '../lib/class-names';

export interface SpinnerProps {
  size?: 'md' | 'lg';
  className?: string;
}

/** A decorative spinner: pair it with visible or screen-reader text that says what is loading. */
export function Spinner({ size = 'md', className }: SpinnerProps) {
  return (
    <svg className={cx('cm-spinner', size === 'lg' && 'cm-spinner--lg', className)} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export interface LoaderProps {
  label?: string;
  className?: string;
}

/** The whole-screen wait while the session is checked: a spinner and 'Loading...'. */
export function FullScreenLoader({ label = 'Loading...', className }: LoaderProps) {
  return (
    <div className={cx('cm-loader', 'cm-loader--fullscreen', className)} role="status" aria-live="polite">
      <Spinner size="lg" />
      <p>{label}</p>
    </div>
  );
}

/** A wait inside the page (a section or a lazily loaded screen). */
export function SectionLoader({ label = 'Loading...', className }: LoaderProps) {
  return (
    <div className={cx('cm-loader', 'cm-loader--section', className)} role="status" aria-live="polite">
      <Spinner />
      <p>{label}</p>
    </div>
  );
}
