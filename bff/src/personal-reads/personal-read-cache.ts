/** How long a cached read is answered at most, whatever happens (the backstop for a missed event). */
export const PERSONAL_READ_TTL_MS = 15_000;
/** The most JSON a cache of one instance holds, in UTF-16 code units of its serialised values. */
const MAX_SIZE = 32 * 1024 * 1024;

interface Entry {
  userId: string;
  value: unknown;
  size: number;
  loadedAt: number;
}

/**
 * The signed-in user's hottest reads (who am I, unread counts, the inbox and the partner matches),
 * kept per user for a few seconds so a page's polling and a busy owner's clicks stop costing a
 * service call and a query each (bench:bff-reads). What keeps it right:
 * - Everything changed through this BFF by the user forgets the user's reads, before and after the
 *   change (see forgetWritersReads); a read that started before a change never stores its answer.
 * - Every event that names a user forgets that user's reads, on every instance (each has its own
 *   queue: see PersonalReadInvalidation).
 * - Nothing is answered older than PERSONAL_READ_TTL_MS: a change with no event about the user (a
 *   partner renaming their business, an event missed while the broker was away) shows within it.
 * Values are frozen: every request shares them, and none may change them. Provided by value
 * (BffModule): its constructor takes settings, not dependencies.
 */
export class PersonalReadCache {
  /** In the order stored, so the oldest go first when the cache is full. */
  private readonly entries = new Map<string, Entry>();
  private readonly idsByUser = new Map<string, Set<string>>();
  /** Users with loads under way: how many, and how often their reads were forgotten meanwhile. */
  private readonly loading = new Map<string, { loads: number; forgotten: number }>();
  private size = 0;

  constructor(
    private readonly ttlMs = PERSONAL_READ_TTL_MS,
    private readonly now: () => number = Date.now,
    private readonly maxSize = MAX_SIZE,
  ) {}

  /** The user's read under `key` from memory, or from `load` (stored when nothing changed meanwhile). */
  async read<T>(userId: string, key: string, load: () => Promise<T>): Promise<T> {
    const id = `${userId} ${key}`;
    const entry = this.entries.get(id);
    if (entry && this.now() - entry.loadedAt < this.ttlMs) return entry.value as T;
    if (entry) this.drop(id, entry);
    const loading = this.loading.get(userId) ?? { loads: 0, forgotten: 0 };
    this.loading.set(userId, loading);
    loading.loads++;
    const forgottenBefore = loading.forgotten;
    const loadedAt = this.now();
    try {
      const value = await load();
      if (loading.forgotten === forgottenBefore) this.store(userId, id, value, loadedAt);
      return value;
    } finally {
      if (--loading.loads === 0) this.loading.delete(userId);
    }
  }

  /** Forgets every read of these users (and keeps loads under way from storing theirs). */
  forgetUsers(userIds: Iterable<string>): void {
    for (const userId of userIds) {
      const loading = this.loading.get(userId);
      if (loading) loading.forgotten++;
      for (const id of this.idsByUser.get(userId) ?? []) this.drop(id, this.entries.get(id)!);
    }
  }

  private store(userId: string, id: string, value: unknown, loadedAt: number): void {
    const size = JSON.stringify(value)?.length ?? 0;
    // One answer may take a hundredth of the cache at most; a bigger one is simply not kept.
    if (size > this.maxSize / 100) return;
    const previous = this.entries.get(id);
    if (previous) this.drop(id, previous);
    this.entries.set(id, { userId, value: deepFreeze(value), size, loadedAt });
    const ids = this.idsByUser.get(userId) ?? new Set<string>();
    this.idsByUser.set(userId, ids.add(id));
    this.size += size;
    for (const [oldest, entry] of this.entries) {
      if (this.size <= this.maxSize) break;
      this.drop(oldest, entry);
    }
  }

  private drop(id: string, entry: Entry): void {
    this.entries.delete(id);
    this.size -= entry.size;
    const ids = this.idsByUser.get(entry.userId);
    ids?.delete(id);
    if (ids?.size === 0) this.idsByUser.delete(entry.userId);
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
