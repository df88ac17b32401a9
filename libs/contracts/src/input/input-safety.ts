// What no field of any request may hold, whatever its schema says, checked once at the request
// edge of every app (the BFF and each service) so no route can forget it:
//  - U+0000: PostgreSQL cannot store it in text or JSON, so it used to fail deep inside a service
//    as a 500 (a 502 at the BFF, with a stack trace in the error log);
//  - an unpaired UTF-16 surrogate (half of an emoji): no valid UTF-8, so it is silently replaced on
//    its way into a text column and refused inside JSON;
//  - values nested deeper than any contract goes: code that walks a value recursively (String() of
//    an array, JSON.stringify, a validator) overflows the stack a few thousand levels down.

/** The message of a refusal of unsafe text, shown to the user as is. */
export const UNSAFE_TEXT_MESSAGE = 'The text contains a character that cannot be stored (a NUL character or half of an emoji)';

/** Deeper than any request of ours nests (a marketing request's lists sit at level 3). */
export const MAX_INPUT_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `The request nests values more than ${MAX_INPUT_DEPTH} levels deep`;

const NUL = String.fromCharCode(0);
// With the u flag a string is read by code points: a proper pair is one code point and is not
// matched; only a surrogate standing alone is.
const LONE_SURROGATE = /\p{Cs}/u;

/** True when the text has neither U+0000 nor an unpaired surrogate. */
export function isSafeText(text: string): boolean {
  return !text.includes(NUL) && !LONE_SURROGATE.test(text);
}

/** The text with each unsafe character spelled as an escape (\u0000, \ud83d), fit for a message. */
export function escapeUnsafeText(text: string): string {
  return text.replaceAll(NUL, '\\u0000').replace(/\p{Cs}/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Where a parsed input breaks the rules above ('' for the value itself, `budgetRange.period`, `goals.0`), and why. */
export interface InputProblem {
  path: string;
  message: string;
}

// A place in the walked value; each points at its parent instead of copying its path, so a long
// or deep value costs linear time, not quadratic.
interface Place {
  value: unknown;
  segment: string | number;
  parent: Place | undefined;
  depth: number;
}

/**
 * The first problem of a parsed JSON value (or a parsed query string) in document order: a string
 * or an object key with unsafe text, or an object or array nested deeper than `maxDepth`. It walks
 * with its own stack, so a hostile value cannot overflow the call stack here either.
 */
export function findInputProblem(value: unknown, maxDepth = MAX_INPUT_DEPTH): InputProblem | undefined {
  const stack: Place[] = [{ value, segment: '', parent: undefined, depth: 0 }];
  while (stack.length > 0) {
    const place = stack.pop()!;
    const current = place.value;
    if (typeof current === 'string') {
      if (!isSafeText(current)) return { path: describePath(place), message: UNSAFE_TEXT_MESSAGE };
    } else if (typeof current === 'object' && current !== null) {
      if (place.depth >= maxDepth) return { path: describePath(place), message: TOO_DEEP_MESSAGE };
      const depth = place.depth + 1;
      if (Array.isArray(current)) {
        for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], segment: i, parent: place, depth });
      } else {
        const keys = Object.keys(current);
        for (const key of keys) if (!isSafeText(key)) return { path: describePath({ value: undefined, segment: key, parent: place, depth }), message: UNSAFE_TEXT_MESSAGE };
        for (let i = keys.length - 1; i >= 0; i--) stack.push({ value: (current as Record<string, unknown>)[keys[i]!], segment: keys[i]!, parent: place, depth });
      }
    }
  }
  return undefined;
}

function describePath(place: Place): string {
  const segments: string[] = [];
  for (let at: Place | undefined = place; at?.parent; at = at.parent) segments.push(typeof at.segment === 'number' ? String(at.segment) : escapeUnsafeText(at.segment));
  return segments.reverse().join('.');
}
