import { Link } from 'react-router-dom';
import { Button, Logo } from '@comarketing/ui';

export function LandingHeader() {
  return (
    <header className="landing-header">
      <div className="cm-container landing-header__inner">
        <Link to="/" className="landing-header__logo">
          <Logo />
        </Link>
        <nav aria-label="Main" className="landing-header__nav">
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
