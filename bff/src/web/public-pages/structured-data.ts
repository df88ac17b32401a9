import { COMPANY } from '@comarketing/contracts';

/** schema.org `Organization` of the home page. Company details are the placeholders of COMPANY. */
export function organizationJsonLd(origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: COMPANY.productName,
    legalName: COMPANY.legalName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: COMPANY.supportEmail,
    areaServed: 'GB',
    address: { '@type': 'PostalAddress', addressLocality: COMPANY.city, addressCountry: 'GB' },
  };
}
