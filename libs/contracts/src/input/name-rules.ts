// What a name may hold. Names open mail and notices, and a business's name is shown and mailed to
// its partners, so a name must not be able to carry a message of its own ('Hello WIN 500 GBP
// today: https://...'): no web or e-mail address, no phone number. The rules are checked on the
// NFKC form, so full-width letters or digits (ｗｗｗ．, ０７７００...) read as what they look like.

/** First and last names: the longest either may be. */
export const PERSON_NAME_MAX_LENGTH = 50;
/** Company and business names: Companies House registers names of up to 160 characters. */
export const COMPANY_NAME_MAX_LENGTH = 160;
/**
 * A run of this many digits (a single space, hyphen or dot between them counting as none) is a
 * phone number, an account number or a code, not part of a name: UK phone numbers have 10 or 11
 * digits, SMS short codes 5 or 6, while years (1066), street and unit numbers have at most 4, and
 * '10000 Steps' still passes.
 */
export const NAME_DIGIT_RUN_LIMIT = 6;

// Letters of any script with their combining marks (Zoë, Nguyễn, 李, देवी), in words joined by
// spaces, hyphens and apostrophes (straight or typographic, as phones type them); the zero-width
// joiners some scripts need (Persian, Indic) may sit inside a word. Nothing else: no digits, no
// dots (so no domain), no markup, no invisible controls.
const PERSON_NAME = /^[\p{L}\p{M}]+(?:[ '’\-\u200C\u200D]+[\p{L}\p{M}]+)*$/u;

// What a business name may be written with: "B&Q", "Studio 54", "Smith & Sons (Leeds) Ltd.",
// "Fitness+", "Yes! Bakery", "Cafe: Two/Three".
const BUSINESS_CHARACTERS = /^[\p{L}\p{M}\p{N} &.,()'’\-/+!?:]+$/u;
// A web address: a scheme, a www. host, or a bare domain (a label, a dot, then two letters or
// more: 'win-now.com', 'shop.co.uk'). Initials and amounts ('J.P. Morgan', 'No.1', '2.50') are not
// domains. The ideographic full stop counts as a dot, as browsers read it in a host name.
const WEB_ADDRESS = /:\/\/|\bwww\s*[.\u3002]|[\p{L}\p{N}-][.\u3002]\p{L}{2}/iu;
const EMAIL_ADDRESS = /\S@\S/u;
const DIGIT_RUN = new RegExp(`\\p{Nd}(?:[ .\\-]?\\p{Nd}){${NAME_DIGIT_RUN_LIMIT - 1}}`, 'u');

const nfkc = (value: string) => value.normalize('NFKC');

/** Whether a first or last name is made of letters, spaces, hyphens and apostrophes only. */
export function isPersonName(value: string): boolean {
  return PERSON_NAME.test(nfkc(value));
}

export type BusinessNameProblem = 'address' | 'digits' | 'characters';

/** Why a company or business name is refused (a web or e-mail address, a long number, another sign), if it is. */
export function businessNameProblem(value: string): BusinessNameProblem | undefined {
  const text = nfkc(value);
  if (WEB_ADDRESS.test(text) || EMAIL_ADDRESS.test(text)) return 'address';
  if (DIGIT_RUN.test(text)) return 'digits';
  if (!BUSINESS_CHARACTERS.test(text)) return 'characters';
  return undefined;
}
