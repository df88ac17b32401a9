import { z } from 'zod';
import { businessNameProblem, COMPANY_NAME_MAX_LENGTH, isPersonName, PERSON_NAME_MAX_LENGTH } from './name-rules';

// The name fields of the forms and the servers, built on the rules of name-rules.ts.

export interface NameMessages {
  /** Missing, or shorter than `minLength`. */
  tooShort: string;
  minLength: number;
  tooLong: string;
  characters: string;
}

export interface BusinessNameMessages extends Omit<NameMessages, 'characters'> {
  address: string;
  digits: string;
  characters: string;
}

/**
 * A name field with its rules, checked in order (length, then what it holds) so each answer is one
 * message. `stored`: the value already saved, accepted as it is even if it breaks today's rules, so
 * a user whose name was saved before them can still save their other settings.
 */
function nameField(maxLength: number, messages: NameMessages, problem: (value: string) => string | undefined, stored?: string | null) {
  return z
    .string({ error: messages.tooShort })
    .trim()
    .superRefine((value, ctx) => {
      if (stored != null && value === stored) return;
      const message = value.length < messages.minLength ? messages.tooShort : value.length > maxLength ? messages.tooLong : problem(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}

/** A first or last name: letters of any script, spaces, hyphens and apostrophes. */
export function personNameField(messages: NameMessages, stored?: string | null) {
  return nameField(PERSON_NAME_MAX_LENGTH, messages, (value) => (isPersonName(value) ? undefined : messages.characters), stored);
}

/** A company or business name: business-like text, without a web or e-mail address or a long number. */
export function businessNameField(messages: BusinessNameMessages, stored?: string | null) {
  return nameField(COMPANY_NAME_MAX_LENGTH, messages, (value) => {
    const problem = businessNameProblem(value);
    return problem && messages[problem];
  }, stored);
}
