import '../welcome.css';
import { SectionLoader } from '@comarketing/ui';
import { useWelcomeData } from '../hooks/use-welcome-data';
import { WelcomeHero } from './welcome-hero';
import { OverviewCards } from './overview-cards';
import { ServiceCards } from './service-cards';
import { GetStartedCards } from './get-started-cards';

/** The signed-in home ('/'): greeting, the user's figures, the services and the next steps. */
export function WelcomePage() {
  const { user, ready, hasBusiness, counts } = useWelcomeData();
  if (!user || !ready) return <SectionLoader />;
  return (
    <div className="welcome cm-container">
      <WelcomeHero firstName={user.firstName} returning={hasBusiness} />
      <OverviewCards counts={counts} />
      <ServiceCards />
      <GetStartedCards returning={hasBusiness} />
    </div>
  );
}
