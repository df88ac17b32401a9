import { CAMPAIGN_TEXT } from '@comarketing/contracts';
import { type CampaignLeft, planAfterLeaving, withoutNames, wordsAfterLeaving } from './leave-campaign';

const [requester, partner, third] = ['requester', 'partner', 'third'];
const pair = (over: Partial<CampaignLeft> = {}): CampaignLeft => ({
  isPair: true,
  title: 'Spring week at Quay Street Bakery',
  description: 'Quay Street Bakery and the gym swap vouchers.',
  outcomeNote: null,
  outcomeNoteBy: null,
  partners: [requester, partner],
  ...over,
});

describe('the words a campaign keeps when partners leave', () => {
  it('takes every erased name out, in any case, the longer name first so a shorter one inside it does not leave a piece', () => {
    expect(withoutNames('QUAY STREET BAKERY & Co met quay street bakery', ['Quay Street Bakery'])).toBe('a former partner & Co met a former partner');
    expect(withoutNames('Quay Street Bakery Ltd', ['Quay Street Bakery', 'Quay Street Bakery Ltd'])).toBe('a former partner');
    expect(withoutNames('Price (£5) + tax', ['(£5) +'])).toBe('Price a former partner tax');
    expect(withoutNames('Unchanged', ['', '  '])).toBe('Unchanged');
  });

  it("gives a pair's campaign a neutral title and no description when the partner whose request they came from leaves", () => {
    expect(wordsAfterLeaving(pair(), new Set([requester]), ['Quay Street Bakery'])).toMatchObject({ title: CAMPAIGN_TEXT.formerPartnerCampaignTitle, description: null });
  });

  it('keeps the words of the request of a partner who stays, without the leaver’s name', () => {
    const words = wordsAfterLeaving(pair({ title: 'Gym × Quay Street Bakery', description: 'With Quay Street Bakery.' }), new Set([partner]), ['Quay Street Bakery']);
    expect(words).toMatchObject({ title: 'Gym × a former partner', description: 'With a former partner.' });
  });

  it("keeps a group's staff-written name and description, without the leaver's name, whoever joined first", () => {
    const group = pair({ isPair: false, title: 'Harbour traders', description: 'Quay Street Bakery leads.', partners: [requester, partner, third] });
    expect(wordsAfterLeaving(group, new Set([requester]), ['Quay Street Bakery'])).toMatchObject({ title: 'Harbour traders', description: 'a former partner leads.' });
  });

  it('takes a note the leaver wrote, or one whose author is unknown; keeps the note of a partner who stays without the names', () => {
    const erased = new Set([partner]);
    const names = ['Quay Street Bakery'];
    expect(wordsAfterLeaving(pair({ outcomeNote: 'Ours went well.', outcomeNoteBy: partner }), erased, names)).toMatchObject({ outcomeNote: null, outcomeNoteBy: null });
    expect(wordsAfterLeaving(pair({ outcomeNote: 'Written before authors were kept.' }), erased, names)).toMatchObject({ outcomeNote: null, outcomeNoteBy: null });
    expect(wordsAfterLeaving(pair({ outcomeNote: 'Quay Street Bakery sold out.', outcomeNoteBy: requester }), erased, names)).toMatchObject({ outcomeNote: 'a former partner sold out.', outcomeNoteBy: requester });
  });
});

describe('the plan of a campaign a partner left', () => {
  it('puts a draft or scheduled campaign back to a draft with equal custom shares among those who remain', () => {
    expect(planAfterLeaving('scheduled', [partner])).toEqual({ status: 'draft', budgetSplit: 'custom', shares: { partner: 100 } });
    expect(planAfterLeaving('draft', [requester, partner, third])).toEqual({ status: 'draft', budgetSplit: 'custom', shares: { requester: 33.34, partner: 33.33, third: 33.33 } });
  });

  it('keeps the plan of a running or finished campaign as it was', () => {
    expect(planAfterLeaving('active', [partner])).toBeNull();
    expect(planAfterLeaving('completed', [partner])).toBeNull();
  });
});
