import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import { notePageShownInTab, pagePath } from '@comarketing/platform-registry';

export interface PageLinkProps {
  to: string;
  className?: string;
  onClick?(): void;
  children: ReactNode;
}

/** How a component links and goes back: through the app's router, or by loading pages (an island). */
export interface PageNavigation {
  Link: ComponentType<PageLinkProps>;
  back(): void;
}

function DocumentLink({ to, children, ...rest }: PageLinkProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

let openedFromThisSite = false;

/** For the islands script, once per page load: whether a page of this site came before this one in the tab. */
export function notePageOpenedFrom(): void {
  openedFromThisSite = notePageShownInTab();
}

/** Back to the page this one was opened from on this site; opened directly, to the home page (never off the site). */
function documentBack(): void {
  if (openedFromThisSite && window.history.length > 1) window.history.back();
  else window.location.assign(pagePath('landing'));
}

const Navigation = createContext<PageNavigation>({ Link: DocumentLink, back: documentBack });

/**
 * The app's navigation for what is inside (shared/site/router-navigation.tsx provides it). An
 * island is rendered apart on the server and hydrated apart in the browser, so it never sees this
 * provider there and navigates by loading pages; inside the app it uses the router.
 */
export const PageNavigationProvider = Navigation.Provider;

export function usePageNavigation(): PageNavigation {
  return useContext(Navigation);
}

/** A link to a page of the site that works in the app and in an island alike. */
export function PageLink(props: PageLinkProps) {
  const { Link } = usePageNavigation();
  return <Link {...props} />;
}
