import * as contracts from '@comarketing/contracts';
import fc from 'fast-check';
import { z } from 'zod';

// Generators of hostile request bodies for the hostile-input test. Two kinds:
//  - contract-shaped: a plausible body for one of the contracts' object schemas (read through
//    their JSON Schema, so a field added to a contract is generated without editing this file),
//    then broken in one to three places: NUL or half an emoji inside a text that is otherwise
//    valid, a value of the wrong type or out of range, a huge string, deep nesting, prototype keys;
//  - free-form: any JSON at all, of the same ingredients.
// A body that is valid apart from one poisoned field is what reaches the services' SQL, where NUL
// used to fail as a 500; random junk alone rarely gets past validation. Dates that look right and
// are not on the calendar ('2026-02-30') are among the poisons: PostgreSQL refused them as a 500.
// And hostile query strings for the routes that read one (a list's page, a filter, a token), built
// the same way from the contracts' query schemas.

/** Stands for the signed-in user's id in a generated body; replaced just before sending. */
export const SESSION_USER = '@@session-user@@';

/**
 * Dates that have the shape of one and are not on the calendar, or sit at its edges: PostgreSQL
 * refuses the first kind, and JavaScript's Date gives up past the year 275760.
 */
export const IMPOSSIBLE_DATES = [
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '2026-02-29',
  '2026-04-31',
  '2026-00-10',
  '0001-01-01',
  '9999-12-31',
  '10000-01-01',
  '275760-09-14',
  '+275760-09-13',
  '-000001-01-01',
  '2026-02-30T00:00:00Z',
  '2031-06-01T25:00:00Z',
  '2031-06-01T23:59:60+25:00',
  '2026-03-01T10:00+20:00',
  '2026-03-01T10:00:00-16:00',
] as const;

/** The subset of JSON Schema that zod writes for our contracts. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

export interface ContractShape {
  name: string;
  arbitrary: fc.Arbitrary<Record<string, unknown>>;
}

/** A plausible body for every object schema the contracts export (request bodies among them). */
export function contractShapes(): ContractShape[] {
  const shapes: ContractShape[] = [];
  const seen = new Set<string>();
  for (const [name, value] of Object.entries(contracts)) {
    if (!(value instanceof z.ZodObject)) continue;
    // One shape per set of field names (a request and the event it causes often share one).
    const fields = Object.keys(value.shape).sort().join();
    if (seen.has(fields)) continue;
    seen.add(fields);
    const schema = z.toJSONSchema(value, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    shapes.push({ name, arbitrary: plausible(schema, '') as fc.Arbitrary<Record<string, unknown>> });
  }
  return shapes;
}

// What JSON Schema cannot say about a field (a transform or a refinement decides it), by name.
const HINTS: [RegExp, fc.Arbitrary<unknown>][] = [
  [/email$/i, fc.uuid().map((id) => `hostile-${id.slice(0, 8)}@example.co.uk`)],
  [/postcode/i, fc.constantFrom('M1 1AE', 'm4 5jd', 'SW1A 1AA', 'LS1 4AP')],
  [/website|url$/i, fc.constantFrom('https://example.co.uk', 'example.org')],
  [/date$/i, fc.constantFrom('2031-01-15', '2031-06-30', null)],
  [/password/i, fc.constant('a-long-password')],
  [/^radius$/, fc.constantFrom(...contracts.RADIUS_OPTIONS.map((o) => o.value))],
];

const word = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'), minLength: 2, maxLength: 12 });

function plausible(schema: JsonSchema, key: string): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => plausible(s, key)));
  if (schema.allOf?.length) return plausible(schema.allOf[0]!, key);
  // The session's own user, whatever the field's pattern (an id's): a stranger's id is refused (403) before the body is read.
  if (key === 'userId') return fc.constant(SESSION_USER);
  const hint = HINTS.find(([pattern]) => pattern.test(key));
  if (hint && !schema.pattern) return hint[1];
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.length > 1) return fc.oneof(...type.map((t) => plausible({ ...schema, type: t }, key)));
  switch (type[0]) {
    case 'string':
      if (schema.pattern) {
        const matching = stringMatching(schema);
        if (matching) return matching;
      }
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'date-time') return fc.constant(new Date().toISOString());
      return fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => fitLength(words.join(' '), schema));
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? (schema.exclusiveMinimum ?? -1_000_001) + 1, -1_000_000);
      const max = Math.min(schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_001) - 1, 1_000_000);
      return min <= max ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.constant(min);
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? plausible(schema.items, key) : fc.constant('x'), { minLength: schema.minItems ?? 0, maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)) });
    case 'object': {
      if (schema.properties) {
        const record: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [name, property] of Object.entries(schema.properties)) record[name] = plausible(property, name);
        return fc.record(record, { requiredKeys: (schema.required ?? []).filter((k) => k in record) });
      }
      // A record's keys as its schema says (a campaign plan's shares are keyed by business id).
      if (typeof schema.additionalProperties === 'object') return fc.dictionary(schema.propertyNames ? (plausible(schema.propertyNames, '') as fc.Arbitrary<string>) : word, plausible(schema.additionalProperties, ''), { maxKeys: 3 });
      return fc.constant({});
    }
    default:
      // An `unknown` field (the spec client's ids): a plausible id or nothing.
      return fc.oneof(fc.uuid(), fc.constant(undefined));
  }
}

/** Strings that match the schema's pattern; undefined for a pattern fast-check cannot generate from (lookarounds). */
function stringMatching(schema: JsonSchema): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(schema.pattern!)).filter((s) => s.length <= (schema.maxLength ?? Infinity));
  } catch {
    return undefined;
  }
}

function fitLength(text: string, schema: JsonSchema): string {
  let fitted = text;
  while (fitted.length < (schema.minLength ?? 0)) fitted += ' words';
  return fitted.slice(0, schema.maxLength ?? fitted.length).trim().padEnd(schema.minLength ?? 0, 'x');
}

// ---------------------------------------------------------------------------------------------
// The hostile ingredients.

/** A value nested `depth` levels deep, kept as a marker until serialised (JSON.stringify would overflow). */
export class Deep {
  constructor(
    readonly depth: number,
    readonly kind: 'array' | 'object',
  ) {}

  text(): string {
    return this.kind === 'array' ? `${'['.repeat(this.depth)}0${']'.repeat(this.depth)}` : `${'{"a":'.repeat(this.depth)}0${'}'.repeat(this.depth)}`;
  }

  [fc.toStringMethod](): string {
    return `Deep(${this.depth}, ${this.kind})`;
  }
}

/** A string of `length` characters, kept short in failure reports. */
export class Huge {
  constructor(readonly length: number) {}

  toJSON(): string {
    return 'x'.repeat(this.length);
  }

  [fc.toStringMethod](): string {
    return `Huge(${this.length})`;
  }
}

const UNSAFE_PIECES = ['\u0000', '\ud800', '\udbff', '\udc00', '\udfff', '\ude00\ud83d', '\u0000\u0000'];
const ODD_PIECES = ['\u202e', '\ufeff', '\u200b', '\\', '"', "'", '%00', '\r\n', '😀', 'é', '\u001b', '\u007f', '\uffff', '<script>', '${7*7}', "' OR 1=1 --", '../../etc/passwd'];
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];

/** Text with a NUL or half an emoji somewhere in it. */
export const unsafeText = fc
  .tuple(fc.string({ maxLength: 6 }), fc.constantFrom(...UNSAFE_PIECES), fc.string({ maxLength: 6 }))
  .map(([before, piece, after]) => `${before}${piece}${after}`);

const hostileText = fc.oneof(
  unsafeText,
  fc.array(fc.oneof(fc.string({ maxLength: 3 }), fc.constantFrom(...UNSAFE_PIECES, ...ODD_PIECES)), { maxLength: 8 }).map((pieces) => pieces.join('')),
  fc.constantFrom('', ' ', 'null', 'undefined', 'NaN', 'true', '-1', '1e309', '__proto__', 'constructor', 'toString', 'hasOwnProperty'),
  fc.constantFrom(...IMPOSSIBLE_DATES),
  fc.integer({ min: 1_000, max: 200_000 }).map((length) => new Huge(length)),
);

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e20, 1e308, -1e308, 5e-324),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

const prototypeObject = fc.constantFrom(...PROTOTYPE_KEYS).chain((key) =>
  fc.oneof(fc.constant({ polluted: true, isAdmin: true, role: 'super_admin' }), fc.constant({ prototype: { polluted: true } }), fc.constant(null), fc.constant('x')).map((value) => {
    // JSON.parse makes an own "__proto__" key, as the server's parser will; a literal would set the prototype.
    return JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(value)}}`) as Record<string, unknown>;
  }),
);

/** Any hostile JSON value: wrong types, huge and nested values, unsafe text, prototype keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    hostileNumber,
    fc.constantFrom(true, false, null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...PROTOTYPE_KEYS), unsafeText), tie('value'), { maxKeys: 4 }),
    prototypeObject,
    fc.tuple(fc.integer({ min: 2, max: 200_000 }), fc.constantFrom('array' as const, 'object' as const)).map(([depth, kind]) => new Deep(depth, kind)),
  ),
})).value;

// ---------------------------------------------------------------------------------------------
// Breaking a plausible body.

type Json = unknown;

/** One way to break a body; `at` picks the place (modulo the candidates), so it shrinks well. */
type Mutation =
  | { kind: 'poison-text'; at: number; piece: string; offset: number }
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'add-key'; at: number; key: string; value: unknown }
  | { kind: 'remove-key'; at: number }
  | { kind: 'impossible-date'; at: number; date: string }
  | { kind: 'wrap-in-array' };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  // The request edge refuses NUL and half an emoji alike everywhere now: less of it leaves room for the rest.
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('poison-text' as const), at: fc.nat(), piece: fc.constantFrom(...UNSAFE_PIECES), offset: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: hostileValue }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('add-key' as const), at: fc.nat(), key: fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), unsafeText, fc.string({ maxLength: 8 })), value: hostileValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove-key' as const), at: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('impossible-date' as const), at: fc.nat(), date: fc.constantFrom(...IMPOSSIBLE_DATES) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'wrap-in-array' as const }) },
);

/** Keys that hold a date in our contracts (startDate, from, createdAt...). */
const DATE_KEY = /date$|^(from|to|since|until|day)$|At$/i;

interface Slot {
  holder: Record<string, unknown> | unknown[];
  key: string | number;
}

/** Every place holding a value (for replace), every string (for poison), every date field and every object (for add). */
function slots(body: Json): { values: Slot[]; strings: Slot[]; dates: Slot[]; objects: Record<string, unknown>[] } {
  const found = { values: [] as Slot[], strings: [] as Slot[], dates: [] as Slot[], objects: [] as Record<string, unknown>[] };
  const visit = (value: Json) => {
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        found.values.push({ holder: value, key: i });
        if (typeof item === 'string') found.strings.push({ holder: value, key: i });
        visit(item);
      });
    } else if (typeof value === 'object' && value !== null && !(value instanceof Deep) && !(value instanceof Huge)) {
      found.objects.push(value as Record<string, unknown>);
      for (const [key, item] of Object.entries(value)) {
        found.values.push({ holder: value as Record<string, unknown>, key });
        if (typeof item === 'string') found.strings.push({ holder: value as Record<string, unknown>, key });
        if (DATE_KEY.test(key)) found.dates.push({ holder: value as Record<string, unknown>, key });
        visit(item);
      }
    }
  };
  visit(body);
  return found;
}

function set(slot: Slot, value: unknown): void {
  if (Array.isArray(slot.holder)) slot.holder[slot.key as number] = value;
  else Object.defineProperty(slot.holder, slot.key, { value, enumerable: true, writable: true, configurable: true });
}

function apply(body: Json, change: Mutation): Json {
  if (change.kind === 'wrap-in-array') return [body];
  const { values, strings, dates, objects } = slots(body);
  switch (change.kind) {
    case 'impossible-date': {
      // A date field when the body has one, else any text.
      const candidates = dates.length > 0 ? dates : strings;
      const slot = candidates[change.at % Math.max(candidates.length, 1)];
      if (slot) set(slot, change.date);
      return body;
    }
    case 'poison-text': {
      const slot = strings[change.at % Math.max(strings.length, 1)];
      if (!slot) {
        if (objects[0]) set({ holder: objects[0], key: 'note' }, `note${change.piece}`);
        return body;
      }
      const text = (slot.holder as Record<string | number, string>)[slot.key]!;
      const offset = change.offset % (text.length + 1);
      set(slot, `${text.slice(0, offset)}${change.piece}${text.slice(offset)}`);
      return body;
    }
    case 'replace': {
      const slot = values[change.at % Math.max(values.length, 1)];
      if (!slot) return change.value;
      set(slot, change.value);
      return body;
    }
    case 'add-key': {
      const target = objects[change.at % Math.max(objects.length, 1)];
      if (target) set({ holder: target, key: change.key }, change.value);
      return body;
    }
    case 'remove-key': {
      const slot = values.filter((s) => !Array.isArray(s.holder))[change.at % Math.max(values.length, 1)];
      if (slot) delete (slot.holder as Record<string, unknown>)[slot.key as string];
      return body;
    }
  }
}

/** A plausible body of one of `shapes`, broken in one to three places. */
export function brokenBody(shapes: ContractShape[]): fc.Arbitrary<Json> {
  return fc
    .tuple(fc.oneof(...shapes.map((s) => s.arbitrary)), fc.array(mutation, { minLength: 1, maxLength: 3 }))
    .map(([plausibleBody, changes]) => changes.reduce<Json>((body, change) => apply(body, change), structuredClone(plausibleBody)));
}

/** The JSON text of a generated body, with markers expanded (what JSON.stringify could not do). */
export function toJsonText(body: Json, sessionUserId: string | undefined): string {
  const deep: Deep[] = [];
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (value instanceof Deep) {
      deep.push(value);
      return `@@deep-${deep.length - 1}@@`;
    }
    return value === SESSION_USER ? (sessionUserId ?? value) : value;
  });
  return (text ?? 'null').replace(/"@@deep-(\d+)@@"/g, (_match, i: string) => deep[Number(i)]!.text());
}

/** A generated body for a failure report: huge and deep values named, not spelled out. */
export function describeBody(body: Json): string {
  const text = JSON.stringify(body, (_key, value: unknown) => (value instanceof Deep || value instanceof Huge ? `<${value[fc.toStringMethod]()}>` : value)) ?? 'undefined';
  return text.length > 2000 ? `${text.slice(0, 2000)}... (${text.length} characters)` : text;
}

// ---------------------------------------------------------------------------------------------
// Hostile query strings (for the routes that read one, GET routes mostly).

/** A query string as it goes on the wire: each key and value already percent-encoded, or deliberately badly. */
export type QueryPairs = [key: string, value: string][];

/** A plausible query for each of the contracts' query schemas (`...QuerySchema`), read as for bodies. */
export function queryShapes(): { keys: string[]; arbitrary: fc.Arbitrary<QueryPairs> } {
  const keys = new Set<string>();
  const shapes: fc.Arbitrary<QueryPairs>[] = [];
  for (const [name, value] of Object.entries(contracts)) {
    if (!/QuerySchema$/.test(name) || !(value instanceof z.ZodObject)) continue;
    const schema = z.toJSONSchema(value, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    const fields = Object.entries(schema.properties ?? {});
    for (const [key] of fields) keys.add(key);
    const record: Record<string, fc.Arbitrary<unknown>> = Object.fromEntries(fields.map(([key, property]) => [key, plausible(property, key)]));
    shapes.push(fc.record(record, { requiredKeys: [] }).map((query) => Object.entries(query).flatMap(([key, v]) => (v === undefined || v === null ? [] : [[key, encodeURIComponent(String(v))] as [string, string]]))));
  }
  return { keys: [...keys].sort(), arbitrary: fc.oneof(fc.constant([] as QueryPairs), ...shapes) };
}

// Percent-escapes that decode to nothing valid (or to NUL, or to half an emoji), sent as they are.
const RAW_QUERY_PIECES = ['%00', 'a%00b', '%zz', '%', '%ED%A0%80', '%F0%9F', '%C0%80', '%uD800', '%2e%2e%2f', '%FF', '%E2%80', '+', '%20%20'];

// A lone surrogate cannot be percent-encoded (encodeURIComponent throws): those are the raw pieces' job.
const wellFormed = (text: string) => !/\p{Cs}/u.test(text);

const hostileQueryText = fc
  .oneof(
    fc.constantFrom(...IMPOSSIBLE_DATES),
    fc.constantFrom('', ' ', '-1', '0', '1.5', '-0', '1e309', 'NaN', 'Infinity', '99999999999999999999', '0x10', 'true', 'null', 'undefined', '__proto__', 'constructor', '[object Object]', "' OR 1=1 --", '<script>', '../../etc/passwd', '😀', 'é', '\u202e', '\u0000'),
    fc.string({ maxLength: 12 }).filter(wellFormed),
    // Long, but inside Node's 16 KB of headers (past it Node answers 431 before the BFF sees it).
    fc.integer({ min: 1_000, max: 4_000 }).map((length) => 'x'.repeat(length)),
  )
  .map(encodeURIComponent);
const queryValue = fc.oneof({ weight: 3, arbitrary: hostileQueryText }, { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERY_PIECES) });

const PROTOTYPE_QUERY_KEYS = ['__proto__', 'constructor', 'prototype', '__proto__[polluted]', 'constructor[prototype][polluted]', '%00', '', 'a[b][c][d][e][f][g][h][i][j]'];

/** One way to break a query; `at` picks the pair (modulo), so it shrinks well. */
type QueryMutation =
  | { kind: 'replace'; at: number; value: string }
  | { kind: 'add'; key: string; value: string }
  | { kind: 'repeat'; at: number; value: string }
  | { kind: 'bracket'; at: number; suffix: string }
  | { kind: 'many'; at: number; times: number };

function queryMutation(keys: string[]): fc.Arbitrary<QueryMutation> {
  const key = fc.oneof(fc.constantFrom(...keys), fc.constantFrom(...PROTOTYPE_QUERY_KEYS), fc.constantFrom(...keys).map((k) => `${k}[]`));
  return fc.oneof(
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: queryValue }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('add' as const), key, value: queryValue }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('repeat' as const), at: fc.nat(), value: queryValue }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('bracket' as const), at: fc.nat(), suffix: fc.constantFrom('[]', '[x]', '[__proto__]', '[0]', '[1000]') }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('many' as const), at: fc.nat(), times: fc.integer({ min: 2, max: 300 }) }) },
  );
}

function applyToQuery(pairs: QueryPairs, change: QueryMutation): QueryPairs {
  const target = pairs.length > 0 ? pairs['at' in change ? change.at % pairs.length : 0] : undefined;
  switch (change.kind) {
    case 'add':
      return [...pairs, [change.key, change.value]];
    case 'replace':
      return target ? pairs.map((pair) => (pair === target ? [pair[0], change.value] : pair)) : [['page', change.value]];
    case 'repeat':
      return target ? [...pairs, [target[0], change.value]] : pairs;
    case 'bracket':
      return target ? pairs.map((pair) => (pair === target ? [`${pair[0]}${change.suffix}`, pair[1]] : pair)) : pairs;
    case 'many':
      return target ? [...pairs, ...Array.from({ length: change.times }, () => target)] : pairs;
  }
}

/** A plausible query for one of the contracts' query schemas (or none), broken in one to three places. */
export function hostileQuery(shapes: ReturnType<typeof queryShapes>): fc.Arbitrary<QueryPairs> {
  return fc.tuple(shapes.arbitrary, fc.array(queryMutation(shapes.keys), { minLength: 1, maxLength: 3 })).map(([pairs, changes]) => changes.reduce(applyToQuery, pairs));
}

/** The query string of `pairs`, '' for none. */
export function toQueryString(pairs: QueryPairs): string {
  return pairs.length > 0 ? `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}` : '';
}

/** A generated query for a failure report: long values and long repeats named, not spelled out. */
export function describeQuery(pairs: QueryPairs): string {
  const shown = pairs.slice(0, 20).map(([key, value]) => `${key}=${value.length > 80 ? `<${value.length} characters>` : value}`);
  return `?${shown.join('&')}${pairs.length > 20 ? `... (${pairs.length} pairs)` : ''}`;
}
