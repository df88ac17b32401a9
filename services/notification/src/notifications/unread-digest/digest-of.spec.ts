import { DIGEST_ITEMS, digestOf } from './digest-of';

const unread = (n: number, at: number) => ({ id: `id-${n}`, title: `Title ${n}`, message: `Message ${n}`, createdAt: new Date(at), aboutUserIds: [] });

describe('digestOf', () => {
  it('lists the newest first', () => {
    expect(digestOf([unread(1, 1000), unread(2, 3000), unread(3, 2000)]).items.map((i) => i.title)).toEqual(['Title 2', 'Title 3', 'Title 1']);
  });

  it(`spells out ${DIGEST_ITEMS} and counts the rest`, () => {
    const many = Array.from({ length: DIGEST_ITEMS + 3 }, (_, i) => unread(i, i * 1000));
    const digest = digestOf(many);
    expect(digest.items).toHaveLength(DIGEST_ITEMS);
    expect(digest.items[0]).toEqual({ title: `Title ${DIGEST_ITEMS + 2}`, message: `Message ${DIGEST_ITEMS + 2}` });
    expect(digest.more).toBe(3);
  });

  it('has nothing more to count for a short list', () => {
    expect(digestOf([unread(1, 1000)])).toEqual({ items: [{ title: 'Title 1', message: 'Message 1' }], more: 0 });
  });
});
