import { COMPANY } from '@comarketing/contracts';

/** A UK number as written ('0161 496 0000') as a tel: address in international form ('tel:+441614960000'). */
export function telHref(ukNumber: string): string {
  const digits = ukNumber.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('0') ? `+44${digits.slice(1)}` : digits}`;
}

/** A mailto: address with its subject encoded. */
export function mailtoHref(address: string, subject: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

export const PARTNERSHIP_ENQUIRY_SUBJECT = 'Partnership enquiry';
export const PARTNERSHIP_MAILTO = mailtoHref(COMPANY.partnershipsEmail, PARTNERSHIP_ENQUIRY_SUBJECT);
export const COMPANY_TEL = telHref(COMPANY.phone);
