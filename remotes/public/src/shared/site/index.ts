export { PublicPage } from './public-page';
export { PublicHeader } from './public-header';
export { PublicFooter, FOOTER_LINKS } from './public-footer';
export { BackButton } from './back-button';
export { InfoPage, InfoSection } from './info-page';
export { CompanyDetails } from './company-details';
export { IconCards, type IconCard } from './icon-cards';
export { BusinessProfileStartLink } from './get-started-link';
