import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { Button } from '@comarketing/ui';
import { pagePath } from '@comarketing/platform-registry';

export interface WelcomeHeroProps {
  firstName: string;
  /** A returning user has a business profile; a new user has none yet. */
  returning: boolean;
}

/** The greeting: new-user wording until a business profile exists, returning-user wording after. */
export function WelcomeHero({ firstName, returning }: WelcomeHeroProps) {
  return (
    <div className="cm-card welcome__hero">
      <h1 id="welcome-title" className="welcome__title">
        {returning ? `Welcome back, ${firstName}!` : `Welcome to Co-Marketing Hub, ${firstName}!`}
      </h1>
      <p className="welcome__text">
        {returning
          ? 'Good to see you again. Here is where your co-marketing stands, and what you can do next.'
          : "Let's get your business ready for its first joint campaign. Start with your business profile: it is how we find complementary local partners for you."}
      </p>
      <div className="welcome__hero-actions">
        {returning ? null : (
          <Button asChild size="lg">
            <Link to={pagePath('businessProfile')}>
              Complete Your Profile
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        )}
        <Button asChild size="lg" variant={returning ? 'primary' : 'secondary'}>
          <Link to={pagePath('dashboard')}>
            Go to Dashboard
            {returning ? <ArrowRight aria-hidden="true" /> : null}
          </Link>
        </Button>
      </div>
    </div>
  );
}
