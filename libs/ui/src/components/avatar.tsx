import { useState } from 'react';
import { cx } from '../lib/class-names';

export interface AvatarProps {
  /** The person's full name; gives the initials. */
  name: string;
  src?: string | null;
  /** Alternative text of the photo; empty (decorative) when the name is shown next to it. */
  alt?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** Up to two initials from a name: 'Jane Doe' -> 'JD', 'cher' -> 'C'. */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase());
  return letters.join('') || '?';
}

/** A round photo, or the initials when there is none or it fails to load. */
export function Avatar({ name, src, alt = '', size = 'md', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span className={cx('cm-avatar', `cm-avatar--${size}`, className)}>
      {showImage ? (
        <img src={src!} alt={alt} onError={() => setFailedSrc(src ?? null)} />
      ) : (
        <span aria-hidden={alt ? undefined : true}>{initialsOf(name)}</span>
      )}
    </span>
  );
}
