import { Link } from 'react-router-dom';
import { useSessionUser } from '@comarketing/api';
import { Button, Logo } from '@comarketing/ui';
import { pagePath } from '@comarketing/platform-registry';

/**
 * The header of every public page: the logo home, then Sign In and Get Started for a visitor, or
 * the way back to the dashboard for someone signed in (reading About or the blog, they are still
 * signed in and the header says so). The server renders the visitor's version; the browser puts
 * the signed-in one once it knows the session.
 */
export function PublicHeader() {
  const user = useSessionUser();
  return (
    <header className="public-header">
      <div className="cm-container public-header__inner">
        <Link to={pagePath('landing')} className="public-header__logo" aria-label="Co-Marketing Hub home">
          <Logo />
        </Link>
        <nav aria-label="Account" className="public-header__nav">
          {user ? (
            <>
              <span className="public-header__signed-in">Signed in as {user.firstName}</span>
              <Button asChild>
                <Link to={pagePath('dashboard')}>Dashboard</Link>
              </Button>
            </>
          ) : (
            <>
              <Button asChild variant="ghost">
                <Link to={pagePath('signIn')}>Sign In</Link>
              </Button>
              <Button asChild>
                <Link to={pagePath('signUp')}>Get Started</Link>
              </Button>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
