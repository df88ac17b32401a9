import '../landing.css';
import { Island } from '../../../islands/island';
import { ChatAssistant } from '../../../shared/chat-assistant/chat-assistant';
import { PublicPage } from '../../../shared/site';
import { HeroSection } from './hero-section';
import { ClosingSection, JourneySection, PillarsSection, TestimonialsSection } from './landing-sections';
import { ServiceBundlesSection } from './service-bundles-section';

/** The public home page: server HTML, with the hero's mark, the service bundles and the chat as islands. */
export function LandingPage() {
  return (
    <PublicPage className="landing">
      <HeroSection />
      <JourneySection />
      <PillarsSection />
      <Island name="service-bundles" component={ServiceBundlesSection} props={{}} />
      <TestimonialsSection />
      <ClosingSection />
      <Island name="chat-assistant" component={ChatAssistant} props={{}} />
    </PublicPage>
  );
}
