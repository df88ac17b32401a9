import '../auth.css';
import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '@comarketing/ui';
import { pagePath } from '@comarketing/platform-registry';
import { Island } from '../../../islands/island';
import { PageToasts } from '../../../shared/site/page-toasts';
import { RouterNavigation } from '../../../shared/site/router-navigation';

export interface AuthLayoutProps {
  title: string;
  description: string;
  children: ReactNode;
  footer: ReactNode;
}

/** The frame of the sign-in and sign-up screens: the logo (to '/'), a heading, the form card. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  return (
    <RouterNavigation>
      <div className="auth">
        <header className="auth__header">
          <Link to={pagePath('landing')} className="auth__logo">
            <Logo />
          </Link>
        </header>
        <div className="auth__body">
          <div className="cm-card auth__card">
            <div className="auth__intro">
              <h1 className="auth__title">{title}</h1>
              <p className="auth__description">{description}</p>
            </div>
            {children}
            <div className="auth__footer">{footer}</div>
          </div>
        </div>
        <Island name="toasts" component={PageToasts} props={{}} />
      </div>
    </RouterNavigation>
  );
}
