import { Link } from 'react-router-dom';
import { COMPANY, COMPANY_LEGAL_LINE } from '@comarketing/contracts';
import { Logo } from '@comarketing/ui';
import { pagePath } from '@comarketing/platform-registry';

/** The footer links of the landing page, in its order. */
export const FOOTER_LINKS = [
  { to: pagePath('about'), label: 'About Us' },
  { to: pagePath('howItWorks'), label: 'How It Works' },
  { to: pagePath('partnerships'), label: 'Partnerships' },
  { to: pagePath('blog'), label: 'Blog' },
  { to: pagePath('support'), label: 'Support' },
  { to: pagePath('terms'), label: 'Terms of Service' },
  { to: pagePath('privacy'), label: 'Privacy Policy' },
] as const;

/**
 * The visitor footer: the site's links and the legal line. The year is the company's founding
 * range, not `new Date()`: the page is rendered on the server and in the browser and both must agree.
 */
export function PublicFooter() {
  return (
    <footer className="public-footer">
      <div className="cm-container public-footer__inner">
        <div className="public-footer__brand">
          <Logo />
          <p>Helping UK small businesses market together with complementary local partners.</p>
        </div>
        <nav aria-label="Footer" className="public-footer__nav">
          <ul>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="public-footer__legal">
          <p>{COMPANY_LEGAL_LINE}</p>
          <p>
            © {COMPANY.founded}-{COMPANY.launched + 1} {COMPANY.productName}. All rights reserved. Company details shown are placeholders.
          </p>
        </div>
      </div>
    </footer>
  );
}
