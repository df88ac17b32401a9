import { type ReactNode, useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { pagePath } from '@comarketing/platform-registry';
import { type PageLinkProps, type PageNavigation, PageNavigationProvider } from '../../islands/page-navigation';

function RouterLink({ to, children, ...rest }: PageLinkProps) {
  return (
    <Link to={to} {...rest}>
      {children}
    </Link>
  );
}

/**
 * Gives what is inside the router's navigation (PageLink, usePageNavigation): a public page's
 * islands, rendered inline in the app, link and go back without reloading it.
 */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const navigation = useMemo<PageNavigation>(
    () => ({
      Link: RouterLink,
      back: () => {
        // Browser history inside the app, else home (a page opened directly does not leave the site).
        const state = window.history.state as { idx?: number } | null;
        if (state?.idx) void navigate(-1);
        else void navigate(pagePath('landing'));
      },
    }),
    [navigate],
  );
  return <PageNavigationProvider value={navigation}>{children}</PageNavigationProvider>;
}
