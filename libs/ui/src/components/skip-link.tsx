export interface SkipLinkProps {
  targetId?: string;
  label?: string;
}

/** The first focusable element of a page: jumps keyboard users past the navigation. */
export function SkipLink({ targetId = 'main-content', label = 'Skip to main content' }: SkipLinkProps) {
  return (
    <a className="cm-skip-link" href={`#${targetId}`}>
      {label}
    </a>
  );
}
