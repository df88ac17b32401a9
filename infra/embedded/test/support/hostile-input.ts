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
// used to fail as a 500; random junk alone rarely gets past validation.

/** Stands for the signed-in user's id in a generated body; replaced just before sending. */
export const SESSION_USER = '@@session-user@@';

/** The subset of JSON Schema that zod writes for our contracts. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
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
  [/^userId$/, fc.constant(SESSION_USER)],
];

const word = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'), minLength: 2, maxLength: 12 });

function plausible(schema: JsonSchema, key: string): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => plausible(s, key)));
  if (schema.allOf?.length) return plausible(schema.allOf[0]!, key);
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
      if (typeof schema.additionalProperties === 'object') return fc.dictionary(word, plausible(schema.additionalProperties, ''), { maxKeys: 3 });
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
  | { kind: 'wrap-in-array' };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('poison-text' as const), at: fc.nat(), piece: fc.constantFrom(...UNSAFE_PIECES), offset: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: hostileValue }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('add-key' as const), at: fc.nat(), key: fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), unsafeText, fc.string({ maxLength: 8 })), value: hostileValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove-key' as const), at: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'wrap-in-array' as const }) },
);

interface Slot {
  holder: Record<string, unknown> | unknown[];
  key: string | number;
}

/** Every place holding a value (for replace), every string (for poison) and every object (for add). */
function slots(body: Json): { values: Slot[]; strings: Slot[]; objects: Record<string, unknown>[] } {
  const found = { values: [] as Slot[], strings: [] as Slot[], objects: [] as Record<string, unknown>[] };
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
  const { values, strings, objects } = slots(body);
  switch (change.kind) {
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
