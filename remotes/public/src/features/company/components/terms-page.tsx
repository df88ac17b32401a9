import '../company.css';
import { Link } from 'react-router-dom';
import { COMPANY, PHOTO_MAX_BYTES, UPLOAD_MAX_BYTES } from '@comarketing/contracts';
import { pagePath } from '@comarketing/platform-registry';
import { InfoPage, InfoSection } from '../../../shared/site';
import { megabytes } from './megabytes';
import { PlaceholderNote } from './placeholder-note';

/** A fixed date, not `new Date()`: the page renders on the server and in the browser, and both must agree. */
export const TERMS_LAST_UPDATED = { text: '24 November 2026', iso: '2026-11-24' } as const;

/** /terms: twelve sections, with the fee, refund, notice and law statements. */
export function TermsPage() {
  const name = COMPANY.productName;
  const support = <a href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</a>;
  return (
    <InfoPage
      className="company-page"
      title="Terms of Service"
      lead={
        <>
          Last updated <time dateTime={TERMS_LAST_UPDATED.iso}>{TERMS_LAST_UPDATED.text}</time>. Please read these terms before you use {name}: they
          are the agreement between your business and us.
        </>
      }
    >
      <InfoSection id="terms-1" title="1. About these terms and us">
        <p>
          {name} (the platform) is a trading name of {COMPANY.legalName}, a {COMPANY.companyType.toLowerCase()} registered in {COMPANY.registeredIn}{' '}
          (company number {COMPANY.companyNumber}), whose registered office is at {COMPANY.registeredOffice}. In these terms, we, us and our mean that
          company; you means the business that uses the platform and the person acting for it.
        </p>
        <p>
          You accept these terms when you create an account. How we use personal data is explained in our <Link to={pagePath('privacy')}>Privacy Policy</Link>.
          Questions about these terms: {support}.
        </p>
        <PlaceholderNote />
      </InfoSection>

      <InfoSection id="terms-2" title="2. Your account">
        <ul>
          <li>You must be at least 18 and use the platform for your business, not as a consumer.</li>
          <li>The information you give us must be accurate and kept up to date. An account has one business profile.</li>
          <li>Keep your password secret. You are responsible for what is done with your account, and must tell us at once if you think someone else has used it.</li>
          <li>To protect accounts, signing in to one is paused for up to 15 minutes after repeated failed attempts.</li>
        </ul>
      </InfoSection>

      <InfoSection id="terms-3" title="3. The service">
        <p>
          The platform suggests complementary partner businesses for your marketing requests. It scores businesses on how well they suit each other:
          industry, location and the radius they serve, budget, goals and audience, among other things. Our team reviews every request and makes the
          final partner selection, and will be in touch within 24-48 hours. All communication between partners is mediated by our support team.
        </p>
        <p>
          Suggestions are a starting point. We do not promise that a partner will be found, that a partner will accept, or that a campaign will achieve
          any particular result. We may improve or change the platform; if a change takes away something you rely on, we will tell you in advance.
        </p>
      </InfoSection>

      <InfoSection id="terms-4" title="4. Your business profile and content">
        <p>
          You keep the rights in what you add to the platform, such as your business description, logo and photos. You allow us to store, copy and show
          it for as long as it is on the platform, to run the service, including showing your business details to the businesses you are matched
          with.
        </p>
        <p>
          You confirm that your content is accurate and lawful and that you have the right to share it (for example, that a logo is yours to use).
          Images must be JPEG, PNG, GIF or WebP files of up to {megabytes(UPLOAD_MAX_BYTES)} ({megabytes(PHOTO_MAX_BYTES)} for a profile photo). We may remove content that breaks these terms.
        </p>
      </InfoSection>

      <InfoSection id="terms-5" title="5. Marketing requests and matches">
        <p>
          A marketing request describes a campaign you would like to run; we use it to find partners for you. A match is a suggestion until you accept
          it and our team confirms the selection; you may decline any suggested partner.
        </p>
        <p>
          In a joint campaign each partner is responsible for its own goods, services, offers and promises, and for following the law that applies to
          its part, including advertising rules, consumer law and data protection law when it markets to customers. What the partners agree for a
          campaign (the plan, the budget and each partner&apos;s share) is set out in the quote for it.
        </p>
      </InfoSection>

      <InfoSection id="terms-6" title="6. Fees and payment">
        <p>
          Creating an account, keeping a business profile and receiving partner suggestions cost nothing. A paid service, such as managing a joint
          campaign, a shared advertising package, an event or a workshop, is set out in a written quote before any work starts: the price, what it
          includes and each partner&apos;s share.
        </p>
        <ul>
          <li>Where a quote states a management fee, it is 10-15% of the campaign&apos;s budget, as the quote sets out.</li>
          <li>Fees are paid in advance unless otherwise agreed in writing.</li>
          <li>Prices are in pounds sterling, and each quote says whether VAT is included.</li>
          <li>If a payment is late, we may pause the work it pays for until it arrives.</li>
        </ul>
      </InfoSection>

      <InfoSection id="terms-7" title="7. Refunds">
        <p>
          Fees are non-refundable except where required by law. Your statutory rights are not affected. If we do not provide a paid service as agreed,
          tell us: we will put it right or refund the part that was not provided.
        </p>
      </InfoSection>

      <InfoSection id="terms-8" title="8. Changes to pricing and to these terms">
        <p>
          We give at least 30 days&apos; notice of any change to our prices, by e-mail or in your account, before it applies. The price in a quote you
          have accepted does not change.
        </p>
        <p>
          When we update these terms we change the date at the top of this page. We tell you in advance about changes that affect you significantly;
          if you do not agree with them, you may delete your account before they apply.
        </p>
      </InfoSection>

      <InfoSection id="terms-9" title="9. Acceptable use">
        <p>When you use the platform, you must not:</p>
        <ul>
          <li>give false or misleading information, or pretend to be another business or person;</li>
          <li>upload anything unlawful, infringing, offensive or harmful, or any malicious software;</li>
          <li>try to reach accounts or data that are not yours, or probe, overload or get round the limits of the platform;</li>
          <li>use what you learn about other businesses on the platform to send them unsolicited marketing, or collect their details in bulk;</li>
          <li>use the platform for any unlawful purpose.</li>
        </ul>
        <p>We may remove content, or suspend or close an account, that breaks these rules.</p>
      </InfoSection>

      <InfoSection id="terms-10" title="10. Our liability">
        <p>
          We provide the platform with reasonable care and skill. We are not responsible for what other businesses, including your partners, do or fail
          to do, or for the results of a campaign. We are not liable for loss of profit, revenue, business or goodwill, or for indirect or
          consequential loss. Our total liability to you in any 12 months is limited to the fees you paid us in those 12 months.
        </p>
        <p>
          Nothing in these terms limits or excludes liability for death or personal injury caused by negligence, for fraud or fraudulent
          misrepresentation, or for anything else that the law does not allow to be limited.
        </p>
      </InfoSection>

      <InfoSection id="terms-11" title="11. Ending your account">
        <p>
          You can delete your account at any time in <Link to={pagePath('settings')}>Settings</Link> (Security &amp; Privacy, then Delete Account). This
          permanently erases your account, business profile, marketing requests, matches, notifications, messages and uploaded images from every part
          of the platform, and signs you out everywhere; it cannot be undone. You can download a copy of your data first with Export Data on the same
          page.
        </p>
        <p>
          We may suspend or close your account if you seriously or repeatedly break these terms, or if the law requires it; we will tell you why unless
          the law prevents us. Sections 6, 7, 10 and 12 continue to apply after your account ends.
        </p>
      </InfoSection>

      <InfoSection id="terms-12" title="12. Governing law and disputes">
        <p>
          These terms are governed by English law, and the courts of England and Wales have exclusive jurisdiction over any dispute about them. If you
          have a complaint, please tell us first at {support} so that we can try to put it right.
        </p>
        <p>
          If a court finds part of these terms unenforceable, the rest still applies. Only you and we have rights under these terms. If we do not
          enforce a right straight away, we can still enforce it later.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
