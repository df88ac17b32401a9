import '../company.css';
import { Link } from 'react-router-dom';
import { COMPANY } from '@comarketing/contracts';
import { pagePath } from '@comarketing/platform-registry';
import { InfoPage, InfoSection } from '../../../shared/site';
import { PlaceholderNote } from './placeholder-note';
import { BROWSER_COOKIE_LIFETIME, BROWSER_COOKIE_NAME, DATA_WE_KEEP, LAWFUL_BASES, PRIVACY_LAST_UPDATED, RETENTION, SESSION_COOKIE_NAME, SESSION_LIFETIME } from './privacy-content';

export const ICO = { website: 'ico.org.uk', complaintsUrl: 'https://ico.org.uk/make-a-complaint/', phone: '0303 123 1113' } as const;

/** /privacy: a UK GDPR notice of what the platform really keeps (see privacy-content.ts). */
export function PrivacyPage() {
  const name = COMPANY.productName;
  const privacyEmail = <a href={`mailto:${COMPANY.privacyEmail}`}>{COMPANY.privacyEmail}</a>;
  return (
    <InfoPage
      className="company-page"
      title="Privacy Policy"
      lead={
        <>
          Last updated <time dateTime={PRIVACY_LAST_UPDATED.iso}>{PRIVACY_LAST_UPDATED.text}</time>. What {name} keeps about you, why, for how long,
          and your rights under the UK GDPR and the Data Protection Act 2018.
        </>
      }
    >
      <InfoSection id="privacy-who" title="Who we are">
        <p>
          {name} is a trading name of {COMPANY.legalName}, a {COMPANY.companyType.toLowerCase()} registered in {COMPANY.registeredIn} (company number{' '}
          {COMPANY.companyNumber}), registered office {COMPANY.registeredOffice}. We are the controller of the personal data described here. For
          anything about your data, write to {privacyEmail}.
        </p>
        <PlaceholderNote />
      </InfoSection>

      <InfoSection id="privacy-collect" title="What we collect, why, and our lawful basis">
        <p>
          The platform is for businesses and is not meant for anyone under 18. This is everything it keeps about you, and the lawful basis for
          each use.
        </p>
        {DATA_WE_KEEP.map((item) => (
          <div key={item.title} className="info-card">
            <h3>{item.title}</h3>
            <dl className="info-details">
              <dt>What we keep</dt>
              <dd>{item.what}</dd>
              <dt>Why</dt>
              <dd>{item.why}</dd>
              <dt>Lawful basis</dt>
              <dd>{LAWFUL_BASES[item.basis]}</dd>
            </dl>
          </div>
        ))}
      </InfoSection>

      <InfoSection id="privacy-not-collected" title="What we do not collect">
        <ul>
          <li>No advertising, analytics or tracking cookies, and no third-party advertising or analytics scripts.</li>
          <li>
            Page views are counted without cookies and without knowing who you are: see Page views above. We keep no advertising profile and
            share page views with no one.
          </li>
          <li>The chat assistant on our public pages answers in your browser: what you type there is not sent to us or stored.</li>
          <li>Nothing is stored in your browser apart from the sign-in cookie described below.</li>
          <li>
            No decision with legal or similarly significant effects is made about you by automated means alone: matching suggests partners, and a
            person on our team makes the final selection.
          </li>
        </ul>
      </InfoSection>

      <InfoSection id="privacy-email" title="E-mails">
        <p>
          We use your e-mail address to sign you in and as the contact address of your account. The platform does not send e-mails yet, and login
          alerts are not sent yet: notifications and messages appear in your account. When e-mails start, they will follow your choices in{' '}
          <Link to={pagePath('settings')}>Settings</Link> (Email Notifications, Login Alerts and the others). Marketing e-mails will be sent only if you agreed to
          them and have not turned Marketing Emails off, and each one will let you unsubscribe.
        </p>
      </InfoSection>

      <InfoSection id="privacy-sharing" title="Who we share it with">
        <ul>
          <li>
            <strong>Businesses you are matched with</strong> see your business name, industry, location, company size, description and website; the
            title, campaign types and goals of your latest marketing request; and the reasons for the match, which can mention your postcode
            district, the distance between you, your radius, goals, channels, company size and how your budgets compare. They do not see your name,
            e-mail address, phone number, full postcode or password.
          </li>
          <li>
            <strong>Our team</strong> (administrators and support staff) see what they need to review requests, make the final partner selection,
            relay messages between partners and answer you.
          </li>
          <li>
            <strong>Our hosting provider</strong> stores and runs the platform for us as a processor, under contract and only on our instructions:
            [hosting provider, a placeholder until hosting is chosen].
          </li>
          <li>
            <strong>Authorities</strong>, such as the police or a court, when the law requires us to.
          </li>
          <li>
            <strong>A buyer</strong>, if our business or its assets are ever sold; this notice would continue to apply to your data.
          </li>
        </ul>
        <p>We never sell your personal data.</p>
      </InfoSection>

      <InfoSection id="privacy-transfers" title="International transfers">
        <p>
          Your data is stored with our hosting provider in [hosting location, a placeholder until hosting is chosen]. We do not transfer personal data
          outside the UK. If that changes, we will update this notice before it happens and protect the transfer as the UK GDPR requires, for example
          with UK adequacy regulations or the International Data Transfer Agreement.
        </p>
      </InfoSection>

      <InfoSection id="privacy-retention" title="How long we keep it">
        <table className="info-table">
          <caption>How long each kind of data is kept</caption>
          <thead>
            <tr>
              <th scope="col">Data</th>
              <th scope="col">How long</th>
            </tr>
          </thead>
          <tbody>
            {RETENTION.map((row) => (
              <tr key={row.what}>
                <th scope="row">{row.what}</th>
                <td>{row.howLong}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </InfoSection>

      <InfoSection id="privacy-rights" title="Your rights">
        <p>Under the UK GDPR you have the right to:</p>
        <ul>
          <li>access the personal data we hold about you and get a copy of it;</li>
          <li>have inaccurate data corrected (rectification);</li>
          <li>have your data erased;</li>
          <li>restrict how we use it;</li>
          <li>receive it in a machine-readable form and have it passed to someone else (portability);</li>
          <li>object to our using it on the basis of legitimate interests;</li>
          <li>withdraw your consent at any time, where we rely on it, without affecting what we did before.</li>
        </ul>
        <h3>How to use them</h3>
        <ul>
          <li>
            In <Link to={pagePath('settings')}>Settings</Link>, Export Data downloads a JSON file with your account, business profile, list of uploads,
            notifications, messages, settings, marketing requests, partner matches and current sign-in sessions.
          </li>
          <li>
            Correct your name, e-mail address and company name in <Link to={pagePath('settings')}>Settings</Link>, and your business on your{' '}
            <Link to={pagePath('businessProfile')}>business profile</Link>.
          </li>
          <li>
            Delete Account, in <Link to={pagePath('settings')}>Settings</Link>, erases your data from every part of the platform and signs you out everywhere.
          </li>
          <li>Turn Marketing Emails off in Settings to withdraw your consent to marketing e-mails.</li>
          <li>
            For anything else, write to {privacyEmail}. We answer within one month (longer only for complex requests, when the law allows and we tell
            you why), normally free of charge, and may ask you to confirm who you are.
          </li>
        </ul>
      </InfoSection>

      <InfoSection id="privacy-cookies" title="Cookies">
        <p>
          We set two cookies, and only when you sign up or sign in. {SESSION_COOKIE_NAME} holds a random session identifier; it lasts{' '}
          {SESSION_LIFETIME} after your last visit and is deleted when you sign out. {BROWSER_COOKIE_NAME} holds a random identifier for your
          browser, so that we can warn you when your account is signed in to from a browser it has not been used with before; it lasts{' '}
          {BROWSER_COOKIE_LIFETIME}. Both are HttpOnly (scripts on the page cannot read them), sent only with requests from our own site
          (SameSite=Lax) and, in production, only over HTTPS (Secure).
        </p>
        <p>
          They are strictly necessary for the service you ask for and for the security of your account, so the law does not require your consent
          and we show no cookie banner. We use no other cookies: page and blog article views are counted without one.
        </p>
      </InfoSection>

      <InfoSection id="privacy-security" title="Security">
        <ul>
          <li>Passwords are stored only as scrypt hashes with a random salt each, a deliberately slow function that makes guessing expensive.</li>
          <li>Signing in gives you a new session id; signing out deletes the session on our server; changing your password signs out your other devices.</li>
          <li>In production every connection is encrypted (HTTPS, with browsers told to use nothing else), and pages run under a strict content security policy.</li>
          <li>Sign-in attempts, sign-ups and uploads are limited, so accounts cannot be guessed or the platform flooded.</li>
          <li>Uploads are checked to be real images by their content, and are served in a way that cannot run scripts.</li>
          <li>Our internal services accept requests only from each other, and access to data is limited to the staff who need it.</li>
        </ul>
      </InfoSection>

      <InfoSection id="privacy-complaints" title="Complaints">
        <p>
          If you are unhappy with how we use your data, please tell us first at {privacyEmail}. You also have the right to complain to the Information
          Commissioner&apos;s Office (ICO), the UK&apos;s data protection regulator: <a href={ICO.complaintsUrl}>{ICO.website}</a>, telephone{' '}
          {ICO.phone}.
        </p>
      </InfoSection>

      <InfoSection id="privacy-changes" title="Changes to this notice">
        <p>
          When we change this notice we update the date at the top of the page. We tell you in advance, in your account or by e-mail, about changes
          that affect you significantly.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
