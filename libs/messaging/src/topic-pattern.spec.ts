import { assertValidBindingKey, bindingPattern, matchesTopic } from './topic-pattern';

describe('matchesTopic (AMQP topic exchange rules)', () => {
  it.each([
    ['user.registered', 'user.registered', true],
    ['user.registered', 'user.updated', false],
    ['user.registered', 'user.registered.extra', false],
    ['user.*', 'user.registered', true],
    ['user.*', 'user', false],
    ['user.*', 'user.registered.extra', false],
    ['*.created', 'match.created', true],
    ['*.created', 'created', false],
    ['user.#', 'user', true],
    ['user.#', 'user.registered', true],
    ['user.#', 'user.a.b.c', true],
    ['user.#', 'users.registered', false],
    ['#', 'anything.at.all', true],
    ['#', 'word', true],
    ['#.created', 'created', true],
    ['#.created', 'request.created', true],
    ['#.created', 'a.b.created', true],
    ['#.created', 'request.created.not', false],
    ['a.#.z', 'a.z', true],
    ['a.#.z', 'a.b.c.z', true],
    ['a.*.#.z', 'a.z', false],
    ['a.*.#.z', 'a.b.z', true],
    ['#.#', 'a.b', true],
  ])('binding %p against routing key %p -> %p', (binding, key, expected) => {
    expect(matchesTopic(binding, key)).toBe(expected);
  });

  it('does work in proportion to pattern words x key words, however many # words (no exponential backtracking)', () => {
    const binding = '#.#.#.#.#.#.#.#.#.#.x';
    const key = Array.from({ length: 60 }, () => 'w').join('.');
    // Each (pattern word, key word) position is worked out once, reading at most a few words: count
    // the reads of both word lists, and stop a backtracking matcher at the budget rather than let it run for ages.
    const budget = 4 * (binding.split('.').length + 1) * (key.split('.').length + 1);
    let reads = 0;
    const split = String.prototype.split;
    const counted = jest.spyOn(String.prototype, 'split').mockImplementation(function (this: string, ...args: Parameters<typeof split>) {
      return new Proxy(split.apply(this, args), {
        get(words, property, receiver) {
          if (typeof property === 'string' && /^\d+$/.test(property) && ++reads > budget) throw new Error(`read ${reads} words, over the budget of ${budget}: it backtracks`);
          return Reflect.get(words, property, receiver) as unknown;
        },
      });
    });
    try {
      expect(matchesTopic(binding, key)).toBe(false);
    } finally {
      counted.mockRestore();
    }
    expect(reads).toBeGreaterThan(0); // the matcher reads the words it split, so the count counts
  });
});

describe('assertValidBindingKey', () => {
  it.each(['user.registered', 'user.*', '#', '*.created', 'a.#.z'])('accepts %p', (key) => {
    expect(() => assertValidBindingKey(key)).not.toThrow();
  });

  it.each(['', 'user.*ed', 'user.reg#', 'x'.repeat(256)])('rejects %p', (key) => {
    expect(() => assertValidBindingKey(key)).toThrow(TypeError);
  });
});

describe('bindingPattern (the same rules as a regular expression, for routing in SQL)', () => {
  const keys = ['user', 'user.registered', 'user.registered.extra', 'users.registered', 'created', 'request.created', 'a.b.created', 'a.z', 'a.b.z', 'a.b.c.z', 'a..z', 'x'];
  const bindings = ['user.registered', 'user.*', 'user.#', '#', '*', '#.created', '*.created', 'a.#.z', 'a.*.#.z', '#.#', 'a.*.z', 'user-x.b_c'];

  it.each(bindings)('routes %p exactly as matchesTopic does', (binding) => {
    const pattern = new RegExp(bindingPattern(binding));
    for (const key of keys) expect([key, pattern.test(`.${key}`)]).toEqual([key, matchesTopic(binding, key)]);
  });

  it('escapes everything that is not a wildcard word', () => {
    expect(new RegExp(bindingPattern('a-b.c_d')).test('.a-b.c_d')).toBe(true);
    expect(new RegExp(bindingPattern('a-b.c_d')).test('.axb.c_d')).toBe(false);
  });
});
