import '../landing.css';
import { useChatAssistant } from '../../../shared/chat-assistant/chat-assistant';
import { PublicPage } from '../../../shared/site';
import { HeroSection } from './hero-section';
import { ClosingSection, JourneySection, PillarsSection, ServiceBundlesSection, TestimonialsSection } from './landing-sections';

/** The public home page. */
export function LandingPage() {
  const { openChat, chat } = useChatAssistant();
  return (
    <PublicPage className="landing">
      <HeroSection onLearnMore={openChat} />
      <JourneySection />
      <PillarsSection />
      <ServiceBundlesSection />
      <TestimonialsSection />
      <ClosingSection onAskQuestions={openChat} />
      {chat}
    </PublicPage>
  );
}
