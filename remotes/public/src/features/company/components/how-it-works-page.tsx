import '../company.css';
import { Link } from 'react-router-dom';
import { BarChart3, Clock, MessagesSquare, Radar } from 'lucide-react';
import { Button } from '@comarketing/ui';
import { pagePath } from '@comarketing/platform-registry';
import { BusinessProfileStartLink, InfoPage, InfoSection, IconCards } from '../../../shared/site';
import { NumberedSteps } from './numbered-steps';

// The eight steps, each said as the product does it.
export const HOW_IT_WORKS_STEPS = [
  { title: 'Register and sign up', text: 'Create an account with your name, business e-mail, company name and a password. It takes a couple of minutes.' },
  {
    title: 'Complete your business profile',
    text: 'Tell us your industry, location and postcode, the radius you serve, company size, budget, preferred channels, campaign goals and target audience. Matching works from these details.',
  },
  { title: 'Submit a marketing request', text: 'Describe the campaign you have in mind: the types of campaign, your goals, budget and dates, and the kind of partner you would like.' },
  {
    title: 'Auto-matching',
    text: 'We score local businesses on how well you complement each other: industry, location and radius, budget, goals and audience, among others. A pair scores well only when each business suits the other, and each suggestion comes with its reasons.',
  },
  {
    title: 'Review and connect',
    text: 'Look through your suggested partners and accept or decline each one. Our team reviews every request and makes the final partner selection, and you hear from us within 24-48 hours.',
  },
  { title: 'Receive a quote', text: 'Our team sends you a campaign plan and a quote: what the campaign includes, how the costs are split between partners and any management fee.' },
  { title: 'Accept and approve', text: 'You approve the plan and your share of the costs. Nothing is spent until every partner has approved.' },
  { title: 'Live campaign', text: 'Your joint campaign goes live. Our team keeps every partner informed and reviews the results with you against the goal you set.' },
] as const;

const WHY_IT_WORKS = [
  { title: 'Quick Process', icon: Clock, text: 'A campaign can go from registration to launch in 7-14 days.' },
  { title: 'Expert Mediation', icon: MessagesSquare, text: 'Our support team relays every message between partners and steps in if something goes wrong.' },
  { title: 'Intelligent Matching', icon: Radar, text: 'Complementary partners, not competitors, chosen on what matters to a joint campaign.' },
  {
    title: 'Performance Tracking',
    icon: BarChart3,
    text: 'Each campaign has a goal and a way to measure it, such as an offer code or a tagged link, so you know what worked and what to repeat.',
  },
] as const;

/** /how-it-works: the eight steps. */
export function HowItWorksPage() {
  return (
    <InfoPage className="company-page company-page--wide" title="How It Works" lead="From sign-up to a live joint campaign in eight steps, with our team beside you all the way.">
      <div className="info-actions">
        <BusinessProfileStartLink />
      </div>

      <InfoSection id="how-steps" title="Our Eight-Step Process">
        <NumberedSteps steps={HOW_IT_WORKS_STEPS} />
      </InfoSection>

      <InfoSection id="how-why" title="Why Our Process Works">
        <IconCards cards={WHY_IT_WORKS} />
      </InfoSection>

      <InfoSection id="how-mediated" title="Admin-Mediated Communication">
        <p>
          You never have to chase a stranger for a reply. All communication with your partners goes through our support team: they pass on
          questions and answers, keep every side informed and step in if something goes wrong.
        </p>
        <ul>
          <li>Messages from our team arrive in your account, beside your notifications.</li>
          <li>
            Partners see the business details shown in a match (name, industry, location, size, description and website), never your e-mail
            address, phone number or password.
          </li>
          <li>Our administrators review every marketing request and make the final partner selection within 24-48 hours.</li>
        </ul>
        <div className="info-actions">
          <Button asChild variant="secondary">
            <Link to={pagePath('support')}>Contact Support</Link>
          </Button>
        </div>
      </InfoSection>

      <section className="company-cta" aria-labelledby="how-cta">
        <h2 id="how-cta">Ready to find your partners?</h2>
        <p>Your business profile is what matching works from: the more complete it is, the better your suggestions.</p>
        <div className="info-actions">
          <BusinessProfileStartLink>Create Your Profile</BusinessProfileStartLink>
        </div>
      </section>
    </InfoPage>
  );
}
