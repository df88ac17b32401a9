import { Handshake } from 'lucide-react';
import { cx } from '../lib/class-names';

export const PRODUCT_NAME = 'Co-Marketing Hub';

export interface LogoMarkProps {
  className?: string;
}

/**
 * The product's mark and name. Put it inside a link (`<Link to="/"><Logo /></Link>`): the name is
 * real text, so the link is named 'Co-Marketing Hub'.
 */
export function Logo({ className }: LogoMarkProps) {
  return (
    <span className={cx('cm-logo', className)}>
      <span className="cm-logo__mark" aria-hidden="true">
        <Handshake width={20} height={20} />
      </span>
      <span className="cm-logo__name">{PRODUCT_NAME}</span>
    </span>
  );
}
