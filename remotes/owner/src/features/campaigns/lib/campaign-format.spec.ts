import { type CampaignPartner } from '@comarketing/contracts';
import { endEarlyConsequence, formatDates, formatRate, partnerNames, plannedFor } from './campaign-format';

describe('campaign figures as shown', () => {
  it('shows a dash, not 0%, when nothing has been reached', () => {
    expect(formatRate(null)).toBe('—');
    expect(formatRate(0.074)).toBe('7.4%');
    expect(formatRate(0)).toBe('0.0%');
  });
});

describe('formatDates', () => {
  it("writes a campaign's dates the UK way, and says when none are set or the end is open", () => {
    expect(formatDates({ startDate: '2027-03-01', endDate: '2027-03-31' })).toBe('1 Mar 2027 to 31 Mar 2027');
    expect(formatDates({ startDate: '2027-03-01', endDate: null })).toBe('1 Mar 2027 to open');
    expect(formatDates({ startDate: null, endDate: null })).toBeNull();
  });

  it('lists the partners, the reader marked or left out, then those who left without a name', () => {
    const partners = [
      { businessName: 'Harbour Gym', isYou: true, plannedShare: 333.67 },
      { businessName: 'Harbour Smoothie Bar', isYou: false, plannedShare: 333.33 },
    ] as CampaignPartner[];
    expect(partnerNames({ partners, formerPartners: 0 }, 'marked')).toEqual(['Harbour Gym (you)', 'Harbour Smoothie Bar']);
    expect(partnerNames({ partners, formerPartners: 1 }, 'omitted')).toEqual(['Harbour Smoothie Bar', 'a former partner']);
    expect(partnerNames({ partners: partners.slice(0, 1), formerPartners: 2 }, 'omitted')).toEqual(['2 former partners']);
  });

  it('plans the whole budget, less the share of a partner who left', () => {
    const partners = [{ plannedShare: 333.67 }, { plannedShare: 333.33 }] as CampaignPartner[];
    expect(plannedFor({ budget: 1001, partners, formerPartners: 0 })).toBe(1001);
    expect(plannedFor({ budget: 1001, partners, formerPartners: 1 })).toBe(667);
  });
});

describe('endEarlyConsequence', () => {
  it('names the campaign and the partners it ends for, that it cannot restart, and what stays open', () => {
    const partners = [
      { businessName: 'Harbour Gym', isYou: true },
      { businessName: 'Harbour Smoothie Bar', isYou: false },
    ] as CampaignPartner[];
    expect(endEarlyConsequence({ title: 'Smoothie week', partners })).toBe(
      'Ending early completes “Smoothie week” now, for you and Harbour Smoothie Bar, and it cannot be restarted: ' +
        'no more voucher redemptions can be recorded. Every partner can still record late figures and write the outcome note.',
    );
  });
});
