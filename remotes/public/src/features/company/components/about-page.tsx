import '../company.css';
import { Link } from 'react-router-dom';
import { Award, HeartHandshake, Headset, Radar, ShieldCheck, Sparkles, Store, Target } from 'lucide-react';
import { COMPANY } from '@comarketing/contracts';
import { Button } from '@comarketing/ui';
import { pagePath } from '@comarketing/platform-registry';
import { CompanyDetails, InfoPage, InfoSection, IconCards } from '../../../shared/site';
import { PlaceholderNote } from './placeholder-note';

// The service offer, in its order.
export const CORE_SERVICES = [
  'Co-marketing matchmaking',
  'Joint campaign management',
  'Collaborative promotions',
  'Shared advertising packages with pooled budgets',
  'Event and pop-up marketing',
  'Content and branding support',
  'Analytics and reporting',
  'Training and strategy workshops',
] as const;

export const ADDITIONAL_SUPPORT = [
  'A support team that relays every message between you and your partners',
  'A review of every marketing request by our team, who make the final partner selection and get back to you within 24-48 hours',
  'Help with budgets, fair cost splits and campaign plans',
  '24/7 support for urgent matters',
] as const;

const WHAT_WE_DO = [
  { title: 'Core services', items: CORE_SERVICES },
  { title: 'Additional support', items: ADDITIONAL_SUPPORT },
] as const;

const VALUES = [
  { title: 'Partnership First', icon: HeartHandshake, text: 'We look for businesses that help each other, not competitors, and a match only goes ahead when both sides accept it.' },
  { title: 'Results Driven', icon: Target, text: 'Every campaign starts from a goal you choose, such as more footfall, sales or awareness, and a way to tell whether it was met.' },
  { title: 'SME Focused', icon: Store, text: 'Built for small and medium businesses: budgets from under £200 a month, short timescales and plain language.' },
  { title: 'Quality Standards', icon: ShieldCheck, text: 'Our team reviews every marketing request and makes the final partner selection, so no introduction is left to chance.' },
] as const;

const WHY_CHOOSE = [
  {
    title: 'Intelligent Matching',
    icon: Radar,
    text: 'Partners are scored on complementary industries, location and the radius you serve, budget, goals and audience. A pair scores well only when each business suits the other, and every suggestion comes with its reasons.',
  },
  {
    title: 'Expert Support',
    icon: Headset,
    text: 'Our team reviews your requests, makes the final partner selection and relays every message between partners, so you can keep running your business.',
  },
  {
    title: 'Proven Results',
    icon: Award,
    text: 'We are a new platform, so we quote no success figures we cannot back up. Every campaign is planned around a goal and a way to measure it, and we will publish real results once campaigns have run.',
  },
] as const;

/** /about. */
export function AboutPage() {
  return (
    <InfoPage
      className="company-page company-page--wide"
      title={`About ${COMPANY.productName}`}
      lead="We help UK small businesses find complementary local partners and market together, sharing the cost and the customers."
    >
      <InfoSection id="about-mission" title="Our Mission">
        <p>
          Most small businesses have no marketing department and a modest budget. Two or three complementary local businesses together can
          afford campaigns none of them could run alone, and reach customers who already shop nearby. Our mission is to make that easy, fair and
          measurable for every SME, starting in {COMPANY.city}.
        </p>
      </InfoSection>

      <InfoSection id="about-what" title="What We Do">
        <div className="info-grid">
          {WHAT_WE_DO.map(({ title, items }) => (
            <div key={title} className="info-card">
              <h3>{title}</h3>
              <ul className="company-checklist">
                {items.map((item) => (
                  <li key={item}>
                    <Sparkles aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </InfoSection>

      <InfoSection id="about-values" title="Our Values">
        <IconCards cards={VALUES} />
      </InfoSection>

      <InfoSection id="about-company" title="Company Information">
        <PlaceholderNote />
        <CompanyDetails />
      </InfoSection>

      <InfoSection id="about-journey" title="Our Journey">
        <ol className="company-timeline">
          <li>
            <h3>
              <time dateTime={String(COMPANY.launched)}>{COMPANY.launched}</time>: platform launch
            </h3>
            <p>
              {COMPANY.productName} opened to businesses in {COMPANY.city}, with automatic partner matching and a support team mediating every
              partnership.
            </p>
          </li>
          <li>
            <h3>
              <time dateTime={String(COMPANY.founded)}>{COMPANY.founded}</time>: company formation
            </h3>
            <p>The company was formed to bring affordable joint marketing to UK small and medium businesses.</p>
          </li>
        </ol>
      </InfoSection>

      <InfoSection id="about-why" title={`Why Choose ${COMPANY.productName}`}>
        <IconCards cards={WHY_CHOOSE} />
        <div className="info-actions">
          <Button asChild>
            <Link to={pagePath('signUp')}>Create a free account</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={pagePath('howItWorks')}>See how it works</Link>
          </Button>
        </div>
      </InfoSection>
    </InfoPage>
  );
}
