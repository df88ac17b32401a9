import { screen, within } from '@testing-library/react';
import { MATCH_TEXT, type PartnerMatch } from '@comarketing/contracts';
import { renderPage } from '../../../testing/render-page';
import { partnerMatch, uuid } from '../../../testing/fixtures';
import { MatchDetailDialog } from './match-detail-dialog';

function renderDialog(match: PartnerMatch) {
  renderPage(<MatchDetailDialog match={match} now={Date.now()} onClose={() => undefined} />);
  return within(screen.getByRole('dialog', { name: match.partnerBusinessName }));
}

describe('MatchDetailDialog', () => {
  it("says when the partner declined and closed the pair, with the partner's message, and offers no answer", () => {
    const dialog = renderDialog(
      partnerMatch({
        id: uuid(1),
        partnerBusinessName: 'Spa Town Juice Bar',
        status: 'rejected',
        isViewed: true,
        partnerResponse: { status: 'rejected', message: 'Not this season, sorry', date: '2026-11-20T10:00:00.000Z' },
      }),
    );
    expect(dialog.getAllByText(MATCH_TEXT.partnerDeclined).length).toBeGreaterThan(0);
    expect(dialog.getByText(MATCH_TEXT.partnerDeclinedDescription)).toBeTruthy();
    expect(dialog.getByText('Not this season, sorry')).toBeTruthy();
    expect(dialog.queryByRole('button', { name: /Accept Partnership/ })).toBeNull();
    const closed = dialog.getByRole('button', { name: MATCH_TEXT.partnerDeclined }) as HTMLButtonElement;
    expect(closed.disabled).toBe(true);
  });

  it("tells an owner whose turn it is that the partner has accepted, and still lets them answer", () => {
    const dialog = renderDialog(
      partnerMatch({ id: uuid(2), partnerBusinessName: 'Spa Town Physio', partnerResponse: { status: 'accepted', message: 'Keen!', date: '2026-11-20T10:00:00.000Z' } }),
    );
    expect(dialog.getByRole('heading', { name: MATCH_TEXT.partnerAccepted })).toBeTruthy();
    expect(dialog.getByText('Keen!')).toBeTruthy();
    expect(dialog.getByRole('button', { name: /Accept Partnership/ })).toBeTruthy();
  });

  it("shows the partner's request: its duration, its budget split as the partner pays it, and its additional requirements", () => {
    const dialog = renderDialog(
      partnerMatch({
        id: uuid(3),
        partnerBusinessName: 'Spa Town Gym',
        partnerRequest: {
          title: 'Spa town spring fitness week',
          campaignTypes: ['social-media', 'promotions'],
          goals: ['brand-awareness'],
          duration: '2-months',
          budgetSplit: '60-40',
          partnerRequirements: 'A shop front where we can leave leaflets',
        },
      }),
    );
    const section = within(dialog.getByRole('region', { name: 'Their Campaign Request' }));
    const value = (term: string) => section.getByText(term).nextElementSibling?.textContent;
    expect(value('Campaign')).toBe('Spa town spring fitness week');
    expect(value('Campaign types')).toBe('Social Media Cross-Promotion, Joint Promotions & Bundles');
    expect(value('Campaign duration')).toBe('2 Months');
    expect(value('Budget split')).toBe('60-40 (they pay 60%)');
    expect(section.getByText('A shop front where we can leave leaflets')).toBeTruthy();
  });

  it('shows no request section for a match that answers your own request', () => {
    const dialog = renderDialog(partnerMatch({ id: uuid(4), partnerBusinessName: 'Spa Town Bakery' }));
    expect(dialog.queryByRole('region', { name: 'Their Campaign Request' })).toBeNull();
  });
});
