import { Link } from 'react-router-dom';
import { COMPANY, COMPANY_LEGAL_LINE } from '@comarketing/contracts';
import { pagePath } from '@comarketing/platform-registry';
import { Logo, PRODUCT_NAME } from '../components/logo';

const SERVICES = ['Co-marketing matchmaking', 'Joint campaign management', 'Collaborative promotions', 'Shared advertising packages', 'Analytics and reporting'];

const COMPANY_LINKS = [
  { to: pagePath('about'), label: 'About Us' },
  { to: pagePath('howItWorks'), label: 'How It Works' },
  { to: pagePath('partnerships'), label: 'Partnerships' },
  { to: pagePath('blog'), label: 'Blog' },
];

const PLATFORM_LINKS = [
  { to: pagePath('dashboard'), label: 'Dashboard' },
  { to: pagePath('businessProfile'), label: 'Business Profile' },
  { to: pagePath('marketingRequest'), label: 'New Marketing Request' },
  { to: pagePath('notifications'), label: 'Notifications & Messages' },
];

/**
 * The signed-in footer: four columns and the legal lines. Company name, number and contact details
 * are placeholders until the business supplies real ones.
 */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="host-footer">
      <div className="cm-container">
        <div className="host-footer__columns">
          <section aria-labelledby="footer-services">
            <h2 id="footer-services" className="host-footer__heading">
              Services
            </h2>
            <ul className="host-footer__list">
              {SERVICES.map((service) => (
                <li key={service}>{service}</li>
              ))}
            </ul>
          </section>
          <nav aria-labelledby="footer-company">
            <h2 id="footer-company" className="host-footer__heading">
              Company
            </h2>
            <ul className="host-footer__list">
              {COMPANY_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-platform">
            <h2 id="footer-platform" className="host-footer__heading">
              Platform
            </h2>
            <ul className="host-footer__list">
              {PLATFORM_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="host-footer__heading">
              Get in Touch
            </h2>
            <ul className="host-footer__list">
              <li>
                <Link to={pagePath('support')}>Support Center</Link>
              </li>
              <li>
                <a href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</a>
              </li>
              <li>Phone: {COMPANY.phone} (placeholder)</li>
              <li>24/7 support for urgent matters</li>
            </ul>
          </section>
        </div>
        <div className="host-footer__legal">
          <Logo className="host-footer__logo" />
          <p>
            © {year} {PRODUCT_NAME}. All rights reserved.
          </p>
          <p>{COMPANY_LEGAL_LINE}</p>
          <p className="host-footer__legal-links">
            <Link to={pagePath('terms')}>Terms of Service</Link>
            <Link to={pagePath('privacy')}>Privacy Policy</Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
