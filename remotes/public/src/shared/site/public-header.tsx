import { Link } from 'react-router-dom';
import { Button, Logo } from '@comarketing/ui';

/** The visitor header of every public page: the logo home, Sign In and Get Started. */
export function PublicHeader() {
  return (
    <header className="public-header">
      <div className="cm-container public-header__inner">
        <Link to="/" className="public-header__logo" aria-label="Co-Marketing Hub home">
          <Logo />
        </Link>
        <nav aria-label="Account" className="public-header__nav">
          <Button asChild variant="ghost">
            <Link to="/sign-in">Sign In</Link>
          </Button>
          <Button asChild>
            <Link to="/sign-up">Get Started</Link>
          </Button>
        </nav>
      </div>
    </header>
  );
}
