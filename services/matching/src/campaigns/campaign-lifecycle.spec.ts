import { CAMPAIGN_TEXT } from '@comarketing/contracts';
import { canChangePlan, canEndEarly, canRecordResults, canRedeem, canWriteOutcomeNote, confirmationRefusal, dueStatus, statusAfterConfirmation, ukToday } from './campaign-lifecycle';

describe('campaign lifecycle', () => {
  it('stays a draft until every partner has confirmed', () => {
    expect(statusAfterConfirmation(false, '2020-01-01', null, '2026-05-01')).toBe('draft');
  });

  it('starts at once when all confirmed and the start date has come or there is none', () => {
    expect(statusAfterConfirmation(true, '2026-05-01', '2026-06-01', '2026-05-01')).toBe('active');
    expect(statusAfterConfirmation(true, null, null, '2026-05-01')).toBe('active');
  });

  it('waits for a start date still ahead', () => {
    expect(statusAfterConfirmation(true, '2026-05-02', null, '2026-05-01')).toBe('scheduled');
  });

  it('completes a campaign confirmed after its end date had already passed', () => {
    expect(statusAfterConfirmation(true, '2026-01-01', '2026-02-01', '2026-05-01')).toBe('completed');
  });

  it('runs through the end date and completes the day after, never before', () => {
    expect(dueStatus('active', '2026-05-01', '2026-05-31', '2026-05-31')).toBe('active');
    expect(dueStatus('active', '2026-05-01', '2026-05-31', '2026-06-01')).toBe('completed');
    expect(dueStatus('active', '2026-05-01', null, '2030-01-01')).toBe('active');
  });

  it('leaves drafts and completed campaigns to the partners', () => {
    expect(dueStatus('draft', '2020-01-01', '2020-02-01', '2026-05-01')).toBe('draft');
    expect(dueStatus('completed', null, null, '2026-05-01')).toBe('completed');
  });

  it('allows each action only in its states', () => {
    expect(['draft', 'scheduled', 'active', 'completed'].filter((s) => canChangePlan(s as never))).toEqual(['draft']);
    expect(['draft', 'scheduled', 'active', 'completed'].filter((s) => canRecordResults(s as never))).toEqual(['active', 'completed']);
    expect(['draft', 'scheduled', 'active', 'completed'].filter((s) => canEndEarly(s as never))).toEqual(['scheduled', 'active']);
    expect(['draft', 'scheduled', 'active', 'completed'].filter((s) => canRedeem(s as never))).toEqual(['active']);
    expect(['draft', 'scheduled', 'active', 'completed'].filter((s) => canWriteOutcomeNote(s as never))).toEqual(['completed']);
  });

  it("takes today's date in the UK, not in UTC (the trap: late evening in British Summer Time)", () => {
    expect(ukToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(ukToday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });

  it('lets a plan be confirmed only with two partners or more whose shares add up to 100', () => {
    expect(confirmationRefusal([100])).toBe(CAMPAIGN_TEXT.needsTwoPartners);
    expect(confirmationRefusal([])).toBe(CAMPAIGN_TEXT.needsTwoPartners);
    expect(confirmationRefusal([50, 30])).toBe(CAMPAIGN_TEXT.sharesMustAddUp);
    expect(confirmationRefusal([33.33, 33.33])).toBe(CAMPAIGN_TEXT.sharesMustAddUp);
    expect(confirmationRefusal([33.34, 33.33, 33.33])).toBeNull();
    expect(confirmationRefusal([60, 40])).toBeNull();
  });
});
