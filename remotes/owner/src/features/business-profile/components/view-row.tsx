import { type ReactNode } from 'react';

/** One label and value of the read-only profile (inside a `<dl>`). */
export function ViewRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="profile-view__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
