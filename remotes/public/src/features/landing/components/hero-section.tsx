import { Link } from 'react-router-dom';
import { ArrowRight, Handshake, MessageCircle, Megaphone, Store, TrendingUp } from 'lucide-react';
import { Button } from '@comarketing/ui';
import { pagePath } from '@comarketing/platform-registry';
import { Island } from '../../../islands/island';
import { opensChat } from '../../../shared/chat-assistant/chat-assistant';
import { HeroMark } from './hero-mark';

const POINTS = ['Matched by compatibility, goals and market positioning', 'Share costs and reach bigger local audiences', 'A campaign can go from sign-up to launch in 7-14 days'];

/** The landing hero: the offer in one line and the two ways in (sign up, or ask the assistant). */
export function HeroSection() {
  return (
    <section className="landing-hero" aria-labelledby="landing-hero-title">
      <div className="cm-container landing-hero__inner">
        <div className="landing-hero__copy">
          <p className="landing-hero__eyebrow">Co-marketing for UK small businesses</p>
          <h1 id="landing-hero-title" className="landing-hero__title">
            Market together with complementary local businesses
          </h1>
          <p className="landing-hero__lead">
            We match UK SMEs with local partners whose customers overlap with yours, so you can run joint campaigns, split the
            costs and grow together.
          </p>
          <ul className="landing-hero__points">
            {POINTS.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <div className="landing-hero__actions">
            <Button asChild size="lg">
              <Link to={pagePath('signUp')}>
                Start Co-Marketing
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button size="lg" variant="secondary" {...opensChat()}>
              <MessageCircle aria-hidden="true" />
              Learn More
            </Button>
          </div>
        </div>
        <div className="landing-hero__visual" aria-hidden="true">
          <Island name="hero-mark" component={HeroMark} props={{}} />
          <div className="landing-hero__card landing-hero__card--a">
            <Store />
            <span>Local café</span>
          </div>
          <div className="landing-hero__link">
            <Handshake />
          </div>
          <div className="landing-hero__card landing-hero__card--b">
            <Megaphone />
            <span>Fitness studio</span>
          </div>
          <div className="landing-hero__card landing-hero__card--c">
            <TrendingUp />
            <span>One joint campaign, shared costs</span>
          </div>
        </div>
      </div>
    </section>
  );
}
