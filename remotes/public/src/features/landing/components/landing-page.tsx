import '../landing.css';
import { LandingHeader } from './landing-header';
import { HeroSection } from './hero-section';

/** The public home page. The pillars, service bundles and footer arrive with a later feature. */
export function LandingPage() {
  return (
    <div className="landing">
      <LandingHeader />
      <HeroSection />
    </div>
  );
}
