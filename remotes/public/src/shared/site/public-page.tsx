import './site.css';
import { type ReactNode } from 'react';
import { Island } from '../../islands/island';
import { PageToasts } from './page-toasts';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { RouterNavigation } from './router-navigation';

/** A public page: the visitor header, the page's own content, the visitor footer. */
export function PublicPage({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <RouterNavigation>
      <div className={className ? `public-page ${className}` : 'public-page'}>
        <PublicHeader />
        <div className="public-page__content">{children}</div>
        <PublicFooter />
        <Island name="toasts" component={PageToasts} props={{}} />
      </div>
    </RouterNavigation>
  );
}
