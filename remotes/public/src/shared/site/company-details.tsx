import { COMPANY } from '@comarketing/contracts';

/** The company's details as the pages show them: placeholders until the company is registered, and marked so. */
export function CompanyDetails() {
  return (
    <>
      <dl className="info-details">
        <dt>Trading name</dt>
        <dd>{COMPANY.productName}</dd>
        <dt>Company</dt>
        <dd>{COMPANY.legalName}</dd>
        <dt>Company number</dt>
        <dd>{COMPANY.companyNumber}</dd>
        <dt>Registered in</dt>
        <dd>{COMPANY.registeredIn}</dd>
        <dt>Type</dt>
        <dd>{COMPANY.companyType}</dd>
        <dt>Registered office</dt>
        <dd>{COMPANY.registeredOffice}</dd>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</a>
        </dd>
        <dt>Phone</dt>
        <dd>{COMPANY.phone}</dd>
      </dl>
      <p className="info-note">Company details in square brackets are placeholders until the company's registration is complete.</p>
    </>
  );
}
