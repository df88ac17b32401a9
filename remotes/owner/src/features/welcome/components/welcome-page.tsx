import '../welcome.css';
import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { useSessionUser } from '@comarketing/api';
import { Button } from '@comarketing/ui';

/**
 * The signed-in home ('/'): a greeting and the way to the dashboard. The full welcome page (overview
 * cards, services, next steps) arrives with a later feature; until then it shows no figures at all.
 */
export function WelcomePage() {
  const user = useSessionUser();
  return (
    <section className="welcome cm-container" aria-labelledby="welcome-title">
      <div className="cm-card welcome__card">
        <h1 id="welcome-title" className="welcome__title">
          Welcome{user ? `, ${user.firstName}` : ''}!
        </h1>
        <p className="welcome__text">
          Good to have you at Co-Marketing Hub. Your dashboard brings your partner matches, marketing requests, notifications and
          messages together in one place.
        </p>
        <Button asChild size="lg">
          <Link to="/dashboard">
            Go to Dashboard
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
