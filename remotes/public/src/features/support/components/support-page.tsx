import '../support.css';
import { Link } from 'react-router-dom';
import { AlertTriangle, BookOpen, Copy, FileText, Headset, Mail, MessageCircle, Phone, Scale, ShieldCheck, UserRound } from 'lucide-react';
import { COMPANY } from '@comarketing/contracts';
import { Button } from '@comarketing/ui';
import { pagePath } from '@comarketing/platform-registry';
import { Island } from '../../../islands/island';
import { ChatAssistant, opensChat } from '../../../shared/chat-assistant/chat-assistant';
import { CompanyDetails, InfoPage, InfoSection } from '../../../shared/site';
import { SupportActions, supportAction } from './support-actions';
import { SupportFaq } from './support-faq';

// Every card leads to a page that exists (/business-profile asks a visitor to sign in first).
const SELF_HELP = [
  { to: pagePath('howItWorks'), title: 'How It Works', text: 'Every step from sign-up to a live campaign.', icon: BookOpen },
  { to: pagePath('blog'), title: 'Marketing guides', text: 'Articles on choosing partners, splitting costs and measuring results.', icon: FileText },
  { to: pagePath('businessProfile'), title: 'Your business profile', text: 'Complete your profile: it is what matching works from.', icon: UserRound },
  { to: pagePath('terms'), title: 'Terms of Service', text: 'Fees, refunds and what we agree with each other.', icon: Scale },
  { to: pagePath('privacy'), title: 'Privacy and your data', text: 'What we keep, why, and how to download or delete it.', icon: ShieldCheck },
] as const;

/**
 * /support, the Support Center. 'Start Live Chat' opens the chat
 * assistant and puts a signed-in owner through to the support team (a visitor is asked to sign in
 * or to e-mail). 'Direct Support Contact' and the e-mail button copy the support address (with the
 * address in the toast when copying is not possible), rather than opening a mail program many
 * visitors do not have set up; the assistant's 'Email Us' opens one. 'Request Emergency Support'
 * is a toast, as the specification has it.
 */
export function SupportPage() {
  return (
    <InfoPage title="Support Center" lead="Answers, guides and people to help you get the most from co-marketing.">
      <div className="info-actions">
        <Button size="lg" {...opensChat('live')}>
          <MessageCircle aria-hidden="true" />
          Start Live Chat
        </Button>
        <Button size="lg" variant="secondary" {...supportAction('copy-email')}>
          <Headset aria-hidden="true" />
          Direct Support Contact
        </Button>
      </div>

      <InfoSection id="support-methods" title="How to reach us">
        <ul className="info-grid">
          <li className="info-card">
            <MessageCircle aria-hidden="true" className="support-icon" />
            <h3>Live chat</h3>
            <p>Available 24/7, with an answer in under 2 hours.</p>
            <Button variant="secondary" {...opensChat('live')}>
              Open the chat
            </Button>
          </li>
          <li className="info-card">
            <Mail aria-hidden="true" className="support-icon" />
            <h3>Email</h3>
            <p>
              <a href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</a>: we reply within 24 hours.
            </p>
            <Button variant="secondary" {...supportAction('copy-email')}>
              <Copy aria-hidden="true" />
              Copy the address
            </Button>
          </li>
          <li className="info-card">
            <Phone aria-hidden="true" className="support-icon" />
            <h3>Priority phone</h3>
            <p>Immediate response in business hours.</p>
            <p>
              <strong>{COMPANY.phone}</strong> <span className="info-note">(a placeholder number until the line opens)</span>
            </p>
          </li>
        </ul>
      </InfoSection>

      <InfoSection id="support-faq" title="Frequently asked questions">
        <Island name="support-faq" component={SupportFaq} props={{}} />
      </InfoSection>

      <InfoSection id="support-self-help" title="Help yourself">
        <ul className="info-grid">
          {SELF_HELP.map(({ to, title, text, icon: Icon }) => (
            <li key={to} className="info-card">
              <Icon aria-hidden="true" className="support-icon" />
              <h3>
                <Link to={to}>{title}</Link>
              </h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection id="support-emergency" title="Something urgent?">
        <p>If a live campaign has gone wrong, for example a misprinted offer or a cancelled event, ask for emergency support and we will contact you within 15 minutes.</p>
        <div>
          <Button variant="destructive" {...supportAction('emergency')}>
            <AlertTriangle aria-hidden="true" />
            Request Emergency Support
          </Button>
        </div>
      </InfoSection>

      <InfoSection id="support-company" title="Company details">
        <CompanyDetails />
      </InfoSection>
      <Island name="support-actions" component={SupportActions} props={{}} />
      <Island name="chat-assistant" component={ChatAssistant} props={{}} />
    </InfoPage>
  );
}
