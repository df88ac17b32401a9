import { DIGEST_ITEMS, digestOf } from './digest-of';

const unread = (n: number, at: number, action: { actionUrl: string | null; actionText: string | null } = { actionUrl: null, actionText: null }) => ({
  id: `id-${n}`,
  title: `Title ${n}`,
  message: `Message ${n}`,
  ...action,
  createdAt: new Date(at),
  aboutUserIds: [],
});
const CAMPAIGN = { actionUrl: '/campaigns/c0ffee00-0000-4000-8000-000000000001', actionText: 'Plan campaign' };

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

  it('links to the page every notification in it leads to: one campaign, one match', () => {
    expect(digestOf([unread(1, 1000, CAMPAIGN)]).link).toEqual({ url: CAMPAIGN.actionUrl, label: 'Plan campaign' });
    expect(digestOf([unread(1, 1000, { ...CAMPAIGN, actionText: 'View campaign' }), unread(2, 2000, CAMPAIGN)]).link).toEqual({ url: CAMPAIGN.actionUrl, label: 'Plan campaign' });
    expect(digestOf([unread(1, 1000, { actionUrl: '/partner-matches?match=m1', actionText: null })]).link).toEqual({ url: '/partner-matches?match=m1', label: 'Open it' });
  });

  it('has no link of its own (the notifications page, then) when they lead to different pages or nowhere', () => {
    expect(digestOf([unread(1, 1000, CAMPAIGN), unread(2, 2000, { actionUrl: '/partner-matches?match=m1', actionText: 'View match' })]).link).toBeUndefined();
    expect(digestOf([unread(1, 1000, CAMPAIGN), unread(2, 2000)]).link).toBeUndefined();
    expect(digestOf([unread(1, 1000)]).link).toBeUndefined();
  });

  it('never links off the site', () => {
    for (const actionUrl of ['https://evil.com/', '//evil.com', 'javascript:alert(1)']) expect(digestOf([unread(1, 1000, { actionUrl, actionText: 'Go' })]).link).toBeUndefined();
  });
});
