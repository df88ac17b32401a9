import { Handshake, Megaphone, MessageCircle, Star, TrendingUp } from 'lucide-react';
import { Button } from '@comarketing/ui';
import { BusinessProfileStartLink } from '../../../shared/site';
import { opensChat } from '../../../shared/chat-assistant/chat-assistant';
import { JOURNEY, PILLARS, SAMPLE_PARTNERS, SAMPLE_TESTIMONIALS } from './landing-content';

export function JourneySection() {
  return (
    <section className="landing-section" aria-labelledby="landing-journey">
      <div className="cm-container">
        <h2 id="landing-journey" className="landing-section__title">
          Your journey, in five steps
        </h2>
        <ol className="landing-journey">
          {JOURNEY.map((step, index) => (
            <li key={step.title} className="landing-journey__step">
              <span className="landing-journey__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

const PILLAR_ICONS = [Handshake, Megaphone, TrendingUp];

export function PillarsSection() {
  return (
    <section className="landing-section landing-section--tinted" aria-labelledby="landing-pillars">
      <div className="cm-container">
        <h2 id="landing-pillars" className="landing-section__title">
          Collaborate. Market. Grow.
        </h2>
        <ul className="landing-pillars">
          {PILLARS.map((pillar, index) => {
            const Icon = PILLAR_ICONS[index] ?? Handshake;
            return (
              <li key={pillar.title} className="landing-card">
                <Icon aria-hidden="true" className="landing-card__icon" />
                <h3>{pillar.title}</h3>
                <p>{pillar.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export function TestimonialsSection() {
  return (
    <section className="landing-section landing-section--tinted" aria-labelledby="landing-testimonials">
      <div className="cm-container">
        <h2 id="landing-testimonials" className="landing-section__title">
          What joint marketing can look like
        </h2>
        <p className="landing-section__lead landing-note">Illustrative examples, not real customers: invented names and quotes that show the kind of collaboration the platform is for.</p>
        <ul className="landing-testimonials">
          {SAMPLE_TESTIMONIALS.map((item) => (
            <li key={item.name} className="landing-card">
              <p className="landing-stars" role="img" aria-label={`Rated ${item.rating} out of 5`}>
                {Array.from({ length: item.rating }, (_, star) => (
                  <Star key={star} aria-hidden="true" />
                ))}
              </p>
              <blockquote>“{item.quote}”</blockquote>
              <p className="landing-testimonial__by">
                <strong>{item.name}</strong>, {item.business} <span className="landing-note">(example)</span>
              </p>
            </li>
          ))}
        </ul>
        <h3 className="landing-partners__title">The kind of businesses that partner up</h3>
        <p className="landing-note">Sample partner names, invented for illustration: not businesses on the platform.</p>
        <ul className="landing-partners">
          {SAMPLE_PARTNERS.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function ClosingSection() {
  return (
    <section className="landing-section" aria-labelledby="landing-closing">
      <div className="cm-container landing-closing">
        <h2 id="landing-closing" className="landing-section__title">
          Ready to market together?
        </h2>
        <p className="landing-section__lead">Create your business profile and we will start looking for complementary partners near you.</p>
        <div className="landing-hero__actions">
          <BusinessProfileStartLink />
          <Button size="lg" variant="secondary" {...opensChat()}>
            <MessageCircle aria-hidden="true" />
            Ask Questions
          </Button>
        </div>
      </div>
    </section>
  );
}
