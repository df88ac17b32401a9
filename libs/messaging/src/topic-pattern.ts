// AMQP topic matching, so the in-process bus routes exactly as the RabbitMQ topic exchange does:
// keys are dot-separated words, `*` matches exactly one word and `#` matches zero or more.

/** Throws for a binding key RabbitMQ would treat differently from what the caller meant. */
export function assertValidBindingKey(bindingKey: string): void {
  if (typeof bindingKey !== 'string' || bindingKey.length === 0 || bindingKey.length > 255) {
    throw new TypeError(`Invalid binding key "${String(bindingKey)}"`);
  }
  for (const word of bindingKey.split('.')) {
    // `user.*ed` is legal AMQP but matches only the literal word "*ed"; almost always a mistake.
    if (word.length > 1 && (word.includes('*') || word.includes('#'))) {
      throw new TypeError(`Invalid binding key "${bindingKey}": wildcards must be whole words`);
    }
  }
}

export function matchesTopic(bindingKey: string, routingKey: string): boolean {
  return matchWords(bindingKey.split('.'), 0, routingKey.split('.'), 0, new Map());
}

// Memoised on (pattern position, key position): consecutive `#` words would otherwise make the
// naive recursion exponential in the key length.
function matchWords(pattern: string[], p: number, key: string[], k: number, memo: Map<number, boolean>): boolean {
  const slot = p * (key.length + 1) + k;
  const cached = memo.get(slot);
  if (cached !== undefined) return cached;

  let result: boolean;
  if (p === pattern.length) {
    result = k === key.length;
  } else if (pattern[p] === '#') {
    // Either `#` swallows nothing more, or it swallows one more word of the key.
    result = matchWords(pattern, p + 1, key, k, memo) || (k < key.length && matchWords(pattern, p, key, k + 1, memo));
  } else if (k === key.length) {
    result = false;
  } else if (pattern[p] === '*' || pattern[p] === key[k]) {
    result = matchWords(pattern, p + 1, key, k + 1, memo);
  } else {
    result = false;
  }
  memo.set(slot, result);
  return result;
}

/**
 * The binding key as a regular expression (POSIX and JavaScript alike) over `'.' + routingKey`,
 * for stores that route in SQL (`'.' || $key ~ pattern`). Every word is matched with its leading
 * dot, so `#` can swallow zero words without leaving a stray separator.
 */
export function bindingPattern(bindingKey: string): string {
  assertValidBindingKey(bindingKey);
  const words = bindingKey.split('.').map((word) => {
    if (word === '#') return '(\\.[^.]*)*';
    if (word === '*') return '\\.[^.]*';
    return `\\.${word.replace(/[\\^$.|?*+()[\]{}-]/g, (c) => `\\${c}`)}`;
  });
  return `^${words.join('')}$`;
}
