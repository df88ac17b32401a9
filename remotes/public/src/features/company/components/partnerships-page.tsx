import '../company.css';
import { Briefcase, Building2, CheckCircle2, Landmark, Megaphone, Network, Store } from 'lucide-react';
import { Badge } from '@comarketing/ui';
import { InfoPage, InfoSection } from '../../../shared/site';
import { NumberedSteps } from './numbered-steps';
import { PartnershipContactButtons } from './partnership-contact-buttons';
import { PlaceholderNote } from './placeholder-note';

export const ENQUIRY_PROMISE = 'We typically answer partnership enquiries within 24 hours.';

// The six general benefits.
export const PARTNERSHIP_BENEFITS = [
  'Access to our network of UK SMEs looking for joint marketing',
  'Co-branded marketing with the businesses on the platform',
  'Revenue sharing and referral arrangements, agreed partner by partner',
  'Technical integration support',
  'Dedicated partnership management',
  'Performance tracking and analytics for what we run together',
] as const;

export const PARTNER_TYPES = [
  {
    title: 'Small and medium businesses',
    colour: 'blue',
    icon: Store,
    text: 'Established local businesses who want to lead joint campaigns in their area and bring their neighbours along.',
    examples: 'Independent shops, cafés, gyms, salons and studios',
    benefits: ['Shared costs', 'New customers', 'Local reach'],
  },
  {
    title: 'Agencies and consultants',
    colour: 'violet',
    icon: Briefcase,
    text: 'Marketing professionals who plan, design or run the joint campaigns of the businesses we match.',
    examples: 'Design studios, printers, social media and PR consultants',
    benefits: ['Referrals', 'Repeat work', 'Co-branding'],
  },
  {
    title: 'Business networks and associations',
    colour: 'green',
    icon: Network,
    text: 'Organisations whose members gain from finding partners among each other.',
    examples: 'Chambers of commerce, trade associations, business improvement districts',
    benefits: ['Member value', 'Joint events', 'Shared insight'],
  },
  {
    title: 'Media and advertising platforms',
    colour: 'amber',
    icon: Megaphone,
    text: 'Owners of advertising space that joint campaigns can pool their budgets for.',
    examples: 'Local radio, outdoor and transport sites, community magazines, newsletters',
    benefits: ['Pooled budgets', 'New advertisers', 'Campaign packages'],
  },
  {
    title: 'Financial and tech partners',
    colour: 'teal',
    icon: Landmark,
    text: 'Services small businesses need around a campaign: payments, banking, booking and marketing software.',
    examples: 'Business banks, payment providers, booking and e-mail marketing tools',
    benefits: ['Integration', 'Revenue sharing', 'Engaged users'],
  },
  {
    title: 'Community and public sector bodies',
    colour: 'rose',
    icon: Building2,
    text: 'Councils and community organisations supporting local high streets and enterprise.',
    examples: 'Local councils, enterprise hubs, community trusts, universities',
    benefits: ['High street footfall', 'Local growth', 'Community impact'],
  },
] as const;

export const PARTNERSHIP_STEPS = [
  { title: 'Get in touch', text: 'E-mail or call us with a few lines about your organisation and what you have in mind.' },
  { title: 'Partnership assessment', text: 'We talk through the fit, what each side brings and how we will measure success together.' },
  { title: 'Launch and grow', text: 'We agree the terms, launch a first joint initiative, review it together and build on what works.' },
] as const;

/** /partnerships; its contact buttons are real mail and phone links. */
export function PartnershipsPage() {
  return (
    <InfoPage className="company-page company-page--wide" title="Partnership Opportunities" lead="Work with us to bring affordable joint marketing to more UK small businesses.">
      <section className="info-banner" aria-labelledby="partners-banner">
        <h2 id="partners-banner">Become a Strategic Partner</h2>
        <p>
          Agencies, business networks, media owners, financial and tech firms and public bodies: if you serve small businesses, let us talk about
          what we can do together. {ENQUIRY_PROMISE}
        </p>
        <PartnershipContactButtons />
        <PlaceholderNote />
      </section>

      <InfoSection id="partners-benefits" title="Partnership Benefits">
        <ul className="company-checklist">
          {PARTNERSHIP_BENEFITS.map((benefit) => (
            <li key={benefit}>
              <CheckCircle2 aria-hidden="true" />
              {benefit}
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection id="partners-types" title="Who We Partner With">
        <ul className="info-grid">
          {PARTNER_TYPES.map(({ title, colour, icon: Icon, text, examples, benefits }) => (
            <li key={title} className={`info-card company-partner company-partner--${colour}`}>
              <Icon aria-hidden="true" className="company-icon" />
              <h3>{title}</h3>
              <p>{text}</p>
              <p className="company-partner__examples">
                <strong>Examples:</strong> {examples}
              </p>
              <ul className="info-tags" aria-label={`What ${title.toLowerCase()} gain`}>
                {benefits.map((benefit) => (
                  <li key={benefit}>
                    <Badge variant="secondary">{benefit}</Badge>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection id="partners-process" title="How Partnerships Work">
        <NumberedSteps steps={PARTNERSHIP_STEPS} />
      </InfoSection>

      <section className="company-cta" aria-labelledby="partners-cta">
        <h2 id="partners-cta">Ready to grow together?</h2>
        <p>Tell us about your organisation and the businesses you work with. {ENQUIRY_PROMISE}</p>
        <PartnershipContactButtons />
      </section>
    </InfoPage>
  );
}
