// The company behind the product, as every page states it. The specification gives only
// placeholders for these; they stay visibly placeholders until the business supplies real ones,
// and live here once so that a change reaches every page, the chat assistant and the structured
// data together.

export const COMPANY = {
  productName: 'Co-Marketing Hub',
  /** The limited company the product is a trading name of. */
  legalName: '[Company Name] Ltd',
  companyNumber: '[00000000]',
  registeredIn: 'England and Wales',
  companyType: 'Private limited company',
  registeredOffice: '[Registered office address], Manchester, [Postcode]',
  supportEmail: 'support@comarketing.example',
  partnershipsEmail: 'partnerships@comarketing.example',
  privacyEmail: 'privacy@comarketing.example',
  /** A placeholder phone number (Ofcom's range reserved for drama, so it can never reach anyone). */
  phone: '0161 496 0000',
  city: 'Manchester',
  founded: 2024,
  launched: 2025,
} as const;

/** The legal line under every public page. */
export const COMPANY_LEGAL_LINE = `${COMPANY.productName} is a trading name of ${COMPANY.legalName}, a private limited company registered in ${COMPANY.registeredIn} (company number ${COMPANY.companyNumber}).`;
