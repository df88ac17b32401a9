import { escapeUnsafeText, findInputProblem, isSafeText, MAX_INPUT_DEPTH, TOO_DEEP_MESSAGE, UNSAFE_TEXT_MESSAGE } from './input-safety';

const unsafeAt = (path: string) => ({ path, message: UNSAFE_TEXT_MESSAGE });

describe('input safety: NUL, unpaired surrogates and deep nesting', () => {
  it('accepts ordinary text, accents and whole emoji', () => {
    for (const text of ['', 'Ada Lovelace', 'Café Crème – £5', '😀 party', '\t\n\r', 'ℌ𝔢𝔩𝔩𝔬']) expect(isSafeText(text)).toBe(true);
  });

  it('refuses U+0000 and a surrogate standing alone at either end or in the middle', () => {
    for (const text of ['\u0000', 'a\u0000b', '\ud83d', 'x\ud83d', '\ude00x', 'a\ude00\ud83db', '😀\ud83d']) expect(isSafeText(text)).toBe(false);
  });

  it('answers the path of the first bad string, in document order', () => {
    expect(findInputProblem({ firstName: 'Ada', lastName: 'Love\u0000lace', companyName: '\ud800' })).toEqual(unsafeAt('lastName'));
    expect(findInputProblem({ budgetRange: { min: 1, period: 'x\udc00' } })).toEqual(unsafeAt('budgetRange.period'));
    expect(findInputProblem({ goals: ['ok', 'ok', '\u0000'] })).toEqual(unsafeAt('goals.2'));
    expect(findInputProblem('\u0000')).toEqual(unsafeAt(''));
  });

  it('checks object keys too, and spells a bad key as escapes', () => {
    expect(findInputProblem({ nested: { ['a\u0000b']: 1 } })).toEqual(unsafeAt('nested.a\\u0000b'));
    expect(findInputProblem(JSON.parse('{"__proto__": {"\\ud800": true}}'))).toEqual(unsafeAt('__proto__.\\ud800'));
  });

  it('finds nothing in safe values of every JSON type', () => {
    expect(findInputProblem({ a: [1, true, null, { b: 'c', '😀': ['d'] }], e: -0.5 })).toBeUndefined();
    expect(findInputProblem(null)).toBeUndefined();
    expect(findInputProblem(42)).toBeUndefined();
  });

  it(`accepts nesting down to ${MAX_INPUT_DEPTH} levels and refuses one more`, () => {
    const nested = (levels: number) => {
      let value: unknown = 'bottom';
      for (let i = 0; i < levels; i++) value = i % 2 ? { a: value } : [value];
      return value;
    };
    expect(findInputProblem(nested(MAX_INPUT_DEPTH))).toBeUndefined();
    expect(findInputProblem(nested(MAX_INPUT_DEPTH + 1))).toEqual({ path: expect.stringMatching(/^(0|a)(\.(0|a))*$/), message: TOO_DEEP_MESSAGE });
  });

  it('walks a value nested far deeper than the call stack allows, in linear time', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findInputProblem(deep, Infinity)).toEqual(unsafeAt(Array(200_000).fill('0').join('.')));
  });

  it('escapes only the unsafe characters', () => {
    expect(escapeUnsafeText('a\u0000b\ud83d😀')).toBe('a\\u0000b\\ud83d😀');
  });
});
