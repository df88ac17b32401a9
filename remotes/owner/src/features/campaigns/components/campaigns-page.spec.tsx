import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { type Campaign, type CampaignList, CAMPAIGN_TEXT, formerPartnersLeftNote } from '@comarketing/contracts';
import { api } from '@comarketing/api';
import { stubFetch, type FetchStub } from '@comarketing/api/testing';
import { clearToasts } from '@comarketing/ui';
import { renderPage } from '../../../testing/render-page';
import { uuid } from '../../../testing/fixtures';
import { CampaignsPage } from './campaigns-page';

const EMPTY: CampaignList = {
  campaigns: [],
  stats: { activeCampaigns: 0, totalReach: 0, budgetSpent: 0, budgetPlanned: 0, engagementRate: null, costSavings: 0, counts: { active: 0, completed: 0, drafts: 0 } },
};

const campaign = (over: Partial<Campaign> = {}): Campaign => ({
  id: uuid(71),
  kind: 'pair',
  title: 'Harbour fitness and smoothie week',
  description: 'A free class plus a smoothie voucher.',
  campaignTypes: ['promotions'],
  goals: ['brand-awareness'],
  startDate: '2027-03-01',
  endDate: '2027-03-31',
  budget: 800,
  budgetSplit: '50-50',
  status: 'active',
  endedEarly: false,
  outcomeNote: null,
  formerPartners: 0,
  partners: [
    { businessId: uuid(81), businessName: 'Harbour Gym', industry: 'fitness-wellness', location: 'Thurso', isYou: true, sharePercent: 50, plannedShare: 400, commitments: ['Free class'], confirmed: true, voucherCode: 'GYMK7P2Q', spend: 300.5, reach: 1000, engagements: 80, redemptions: 1 },
    { businessId: uuid(82), businessName: 'Harbour Smoothie Bar', industry: 'food-beverage', location: 'Thurso', isYou: false, sharePercent: 50, plannedShare: 400, commitments: ['Voucher on receipts'], confirmed: true, voucherCode: 'BARH4T9W', spend: 200, reach: 500, engagements: 20, redemptions: 2 },
  ],
  createdAt: '2026-11-01T10:00:00.000Z',
  activatedAt: '2026-11-02T10:00:00.000Z',
  completedAt: null,
  ...over,
});

/** The address's query, beside the path renderPage shows. */
function CurrentSearch() {
  return <output data-testid="current-search">{useLocation().search}</output>;
}

const page = (route = '/campaigns') =>
  renderPage(
    <Routes>
      <Route
        path="/campaigns/:campaignId?"
        element={
          <>
            <CampaignsPage />
            <CurrentSearch />
          </>
        }
      />
    </Routes>,
    { route },
  );

describe('CampaignsPage', () => {
  let server: FetchStub;
  afterEach(() => {
    server.restore();
    clearToasts();
  });

  it("shows honest zeros, tab counts and 'Create your first campaign' without campaigns", async () => {
    server = stubFetch([{ path: '/api/campaigns', answer: { body: EMPTY } }]);
    page();
    expect(await screen.findByText('Create your first campaign')).toBeTruthy();
    const stats = screen.getByRole('region', { name: 'Campaign statistics' });
    const card = (label: string) => within(stats).getByRole('heading', { name: label }).closest('.cm-stat-card') as HTMLElement;
    expect(within(card('Active Campaigns')).getByText('0')).toBeTruthy();
    expect(within(card('Total Reach')).getByText('0')).toBeTruthy();
    expect(within(card('Budget Used')).getByText('£0')).toBeTruthy();
    expect(within(card('Budget Used')).getByText('of £0 planned')).toBeTruthy();
    // No reach, no rate: a dash, not a made-up 0%.
    expect(within(card('Engagement Rate')).getByText('—')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Active (0)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Completed (0)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Drafts (0)' })).toBeTruthy();
  });

  it('says the campaigns could not load, with no figures or empty tabs, and Try again fetches them', async () => {
    let down = true;
    server = stubFetch([{ path: '/api/campaigns', answer: () => (down ? { status: 500, body: { message: 'Internal server error' } } : { body: EMPTY }) }]);
    page();
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert.textContent).toContain("We couldn't load your campaigns.");
    expect(screen.queryByText('Create your first campaign')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Campaign statistics' })).toBeNull();

    down = false;
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('Create your first campaign')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('region', { name: 'Campaign statistics' })).toBeTruthy();
    expect(server.calls('GET', '/api/campaigns')).toHaveLength(3);
  });

  it("goes to the marketing request form from 'New Campaign', as the spec says (a campaign starts from a request's accepted match)", async () => {
    server = stubFetch([{ path: '/api/campaigns', answer: { body: EMPTY } }]);
    page();
    // The empty tab keeps saying where a campaign comes from.
    expect(await screen.findByText(CAMPAIGN_TEXT.startsFromMatch)).toBeTruthy();
    const newCampaign = screen.getByRole('link', { name: 'New Campaign' });
    expect(newCampaign.getAttribute('href')).toBe('/co-marketing-request');
    expect(screen.queryByRole('button', { name: 'New Campaign' })).toBeNull();
    fireEvent.click(newCampaign);
    expect(screen.getByTestId('current-path').textContent).toBe('/co-marketing-request');
  });

  it("shows the server's figures and lists each campaign under its tab, opening on the draft that waits for the reader", async () => {
    const drafts = campaign({ id: uuid(72), title: 'Spring draft', status: 'draft', partners: campaign().partners.map((p) => ({ ...p, confirmed: false, spend: 0, reach: 0, engagements: 0 })) });
    server = stubFetch([
      {
        path: '/api/campaigns',
        answer: { body: { campaigns: [campaign(), drafts], stats: { activeCampaigns: 1, totalReach: 1500, budgetSpent: 500.5, budgetPlanned: 800, engagementRate: 100 / 1500, costSavings: 200, counts: { active: 1, completed: 0, drafts: 1 } } } },
      },
    ]);
    page();
    expect(await screen.findByText('Spring draft')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Drafts (1)' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Waiting for 2 confirmations')).toBeTruthy();
    const stats = screen.getByRole('region', { name: 'Campaign statistics' });
    expect(within(stats).getByText('1.5K')).toBeTruthy();
    expect(within(stats).getByText('£500.50')).toBeTruthy();
    expect(within(stats).getByText('of £800 planned')).toBeTruthy();
    expect(within(stats).getByText('6.7%')).toBeTruthy();
    expect(screen.queryByText('Harbour fitness and smoothie week')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Active (1)' }));
    expect(await screen.findByText('Harbour fitness and smoothie week')).toBeTruthy();
    expect(screen.queryByText('Spring draft')).toBeNull();
  });

  describe('the tab it opens on', () => {
    const you = (confirmed: boolean) => campaign().partners.map((p) => ({ ...p, confirmed: p.isYou ? confirmed : false }));
    const waitingForYou = campaign({ id: uuid(72), title: 'Waits for you', status: 'draft', partners: you(false) });
    const waitingForPartner = campaign({ id: uuid(73), title: 'Waits for the partner', status: 'draft', partners: you(true) });
    const scheduled = campaign({ id: uuid(74), title: 'Starts next month', status: 'scheduled' });
    const completed = campaign({ id: uuid(75), title: 'Done and dusted', status: 'completed' });
    const running = campaign({ id: uuid(76), title: 'Running this month' });

    it.each([
      ['Drafts, when a plan waits for the reader', [completed, running, waitingForPartner, waitingForYou], '/campaigns', 'Drafts', 'Waits for you'],
      ['Active, when the drafts wait only for partners', [completed, waitingForPartner, running], '/campaigns', 'Active', 'Running this month'],
      ['Completed, with nothing running', [completed], '/campaigns', 'Completed', 'Done and dusted'],
      ['Drafts, when they are all there is', [waitingForPartner, scheduled], '/campaigns', 'Drafts', 'Starts next month'],
      ['the tab the address names, whatever waits', [waitingForYou, completed], '/campaigns?tab=completed', 'Completed', 'Done and dusted'],
      ['Active (the default) without campaigns', [], '/campaigns', 'Active', CAMPAIGN_TEXT.emptyTitle],
      ['the opening tab when the address names none that exists', [completed], '/campaigns?tab=archived', 'Completed', 'Done and dusted'],
    ])('%s', async (_, campaigns, route, tab, shown) => {
      server = stubFetch([{ path: '/api/campaigns', answer: { body: { ...EMPTY, campaigns } } }]);
      page(route);
      expect(await screen.findByText(shown)).toBeTruthy();
      expect(screen.getByRole('tab', { selected: true }).textContent).toMatch(new RegExp(`^${tab} `));
    });

    it('stays on the tab it opened on when a refetch changes what waits, and writes a chosen tab in the address', async () => {
      let campaigns = [waitingForYou, running];
      server = stubFetch([{ path: '/api/campaigns', answer: () => ({ body: { ...EMPTY, campaigns } }) }]);
      const { store } = page();
      expect(await screen.findByText('Waits for you')).toBeTruthy();
      campaigns = [{ ...waitingForYou, status: 'active' }, running];
      await act(async () => {
        await store.dispatch(api.util.invalidateTags(['Campaigns']));
      });
      await waitFor(() => expect(server.calls('GET', '/api/campaigns')).toHaveLength(2));
      expect(screen.getByRole('tab', { selected: true }).textContent).toMatch(/^Drafts /);

      fireEvent.click(screen.getByRole('tab', { name: /^Active/ }));
      expect(screen.getByTestId('current-search').textContent).toBe('?tab=active');
      // Opening a campaign and closing it again keeps the tab.
      fireEvent.click(await screen.findByRole('button', { name: 'View details of Running this month' }));
      expect(screen.getByTestId('current-path').textContent).toBe(`/campaigns/${uuid(76)}`);
      fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
      await waitFor(() => expect(screen.getByTestId('current-path').textContent).toBe('/campaigns'));
      expect(screen.getByTestId('current-search').textContent).toBe('?tab=active');
      expect(screen.getByRole('tab', { selected: true }).textContent).toMatch(/^Active /);
    });
  });

  describe("'End campaign early'", () => {
    const endRoute = (answer = campaign({ status: 'completed', endedEarly: true, outcomeNote: 'Sold out.' })) => ({ method: 'POST' as const, path: `/api/campaigns/${uuid(71)}/end`, answer: { body: answer } });

    async function askToEnd() {
      server = stubFetch([{ path: '/api/campaigns', answer: { body: { ...EMPTY, campaigns: [campaign()] } } }, endRoute()]);
      page(`/campaigns/${uuid(71)}`);
      const endEarly = within(within(await screen.findByRole('dialog')).getByRole('region', { name: 'End early' }));
      fireEvent.change(endEarly.getByLabelText('Outcome note'), { target: { value: 'Sold out.' } });
      const button = endEarly.getByRole('button', { name: 'End campaign early' });
      button.focus();
      fireEvent.click(button);
      return { button, confirm: await screen.findByRole('alertdialog', { name: 'End this campaign early?' }) };
    }

    it('asks once, naming what ending does, and Cancel leaves the campaign and the note as they were, focus back on the button', async () => {
      const { button, confirm } = await askToEnd();
      expect(confirm.textContent).toContain('Ending early completes “Harbour fitness and smoothie week” now, for you and Harbour Smoothie Bar, and it cannot be restarted');
      expect(confirm.textContent).toContain('no more voucher redemptions can be recorded');
      fireEvent.click(within(confirm).getByRole('button', { name: 'Keep it running' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(server.calls('POST', `/api/campaigns/${uuid(71)}/end`)).toHaveLength(0);
      expect((within(screen.getByRole('dialog')).getByLabelText('Outcome note') as HTMLTextAreaElement).value).toBe('Sold out.');
      await waitFor(() => expect(document.activeElement).toBe(button));
    });

    it('ends the campaign with the note once confirmed', async () => {
      const { confirm } = await askToEnd();
      fireEvent.click(within(confirm).getByRole('button', { name: 'End campaign early' }));
      await waitFor(() => expect(server.calls('POST', `/api/campaigns/${uuid(71)}/end`)).toHaveLength(1));
      expect(server.calls('POST', `/api/campaigns/${uuid(71)}/end`)[0].body).toEqual({ outcomeNote: 'Sold out.' });
      expect(await screen.findByText('Campaign ended')).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    });

    it('refuses a blank note before asking', async () => {
      server = stubFetch([{ path: '/api/campaigns', answer: { body: { ...EMPTY, campaigns: [campaign()] } } }, endRoute()]);
      page(`/campaigns/${uuid(71)}`);
      const endEarly = within(within(await screen.findByRole('dialog')).getByRole('region', { name: 'End early' }));
      fireEvent.click(endEarly.getByRole('button', { name: 'End campaign early' }));
      expect(await screen.findByText(CAMPAIGN_TEXT.outcomeNoteRequired)).toBeTruthy();
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
  });

  it("opens the detail from the path with partners, commitments, figures and codes, and records a redemption of the reader's own code", async () => {
    server = stubFetch([
      { path: '/api/campaigns', answer: { body: { ...EMPTY, campaigns: [campaign()], stats: { ...EMPTY.stats, activeCampaigns: 1, counts: { active: 1, completed: 0, drafts: 0 } } } } },
      { method: 'POST', path: `/api/campaigns/${uuid(71)}/redemptions`, answer: { body: campaign() } },
    ]);
    page(`/campaigns/${uuid(71)}`);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('GYMK7P2Q')).toBeTruthy();
    expect(within(dialog).getByText('BARH4T9W')).toBeTruthy();
    expect(within(dialog).getByText('Voucher on receipts')).toBeTruthy();
    expect(within(dialog).getByText('£300.50')).toBeTruthy();
    const codeField = within(dialog).getByLabelText('Voucher code a customer brought');
    expect(codeField.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(codeField.getAttribute('aria-describedby')!)?.textContent).toBe(CAMPAIGN_TEXT.redeemOwnCode);
    fireEvent.change(codeField, { target: { value: 'gymk-7p2q' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record redemption' }));
    await waitFor(() => expect(server.calls('POST', `/api/campaigns/${uuid(71)}/redemptions`)).toHaveLength(1));
    expect(server.calls('POST', `/api/campaigns/${uuid(71)}/redemptions`)[0].body).toEqual({ code: 'GYMK7P2Q' });
  });

  it('lets a partner add the outcome note of a campaign that completed after its end date, refusing a blank one before sending', async () => {
    const completed = campaign({ status: 'completed', completedAt: '2027-04-01T00:00:00.000Z' });
    server = stubFetch([
      { path: '/api/campaigns', answer: { body: { ...EMPTY, campaigns: [completed], stats: { ...EMPTY.stats, counts: { active: 0, completed: 1, drafts: 0 } } } } },
      { method: 'PUT', path: `/api/campaigns/${uuid(71)}/outcome`, answer: { body: { ...completed, outcomeNote: 'Forty new members in a month.' } } },
    ]);
    page(`/campaigns/${uuid(71)}`);
    const outcome = within(await screen.findByRole('dialog')).getByRole('region', { name: 'Outcome' });
    expect(within(outcome).getByText(CAMPAIGN_TEXT.noOutcomeNote)).toBeTruthy();

    fireEvent.change(within(outcome).getByLabelText('Outcome note'), { target: { value: '   ' } });
    fireEvent.click(within(outcome).getByRole('button', { name: 'Save outcome note' }));
    expect(await screen.findByText(CAMPAIGN_TEXT.outcomeNoteRequired)).toBeTruthy();
    expect(server.calls('PUT', `/api/campaigns/${uuid(71)}/outcome`)).toHaveLength(0);

    fireEvent.change(within(outcome).getByLabelText('Outcome note'), { target: { value: ' Forty new members in a month. ' } });
    fireEvent.click(within(outcome).getByRole('button', { name: 'Save outcome note' }));
    await waitFor(() => expect(server.calls('PUT', `/api/campaigns/${uuid(71)}/outcome`)).toHaveLength(1));
    expect(server.calls('PUT', `/api/campaigns/${uuid(71)}/outcome`)[0].body).toEqual({ outcomeNote: 'Forty new members in a month.', previousOutcomeNote: null });
    expect(await screen.findByText(CAMPAIGN_TEXT.outcomeNoteSaved)).toBeTruthy();
  });

  it("keeps what the reader is writing when the partner's note arrives, says so, and replaces it only once it is on screen", async () => {
    const completed = campaign({ status: 'completed', completedAt: '2027-04-01T00:00:00.000Z' });
    let stored: string | null = null;
    const list = () => ({ body: { ...EMPTY, campaigns: [{ ...completed, outcomeNote: stored }], stats: { ...EMPTY.stats, counts: { active: 0, completed: 1, drafts: 0 } } } });
    server = stubFetch([
      { path: '/api/campaigns', answer: list },
      {
        method: 'PUT',
        path: `/api/campaigns/${uuid(71)}/outcome`,
        // As the service answers: a write that began from another note than the stored one is refused.
        answer: (request) => {
          const { outcomeNote, previousOutcomeNote } = request.body as { outcomeNote: string; previousOutcomeNote: string | null };
          if (previousOutcomeNote !== stored) return { status: 409, body: { message: CAMPAIGN_TEXT.outcomeNoteChanged } };
          stored = outcomeNote;
          return { body: { ...completed, outcomeNote } };
        },
      },
    ]);
    page(`/campaigns/${uuid(71)}`);
    const outcome = within(await screen.findByRole('dialog')).getByRole('region', { name: 'Outcome' });
    fireEvent.change(within(outcome).getByLabelText('Outcome note'), { target: { value: 'Forty new members.' } });
    // Meanwhile the partner saves theirs, which this reader has not seen.
    stored = 'The vouchers ran out in a week.';

    fireEvent.click(within(outcome).getByRole('button', { name: 'Save outcome note' }));
    expect(await screen.findByText(CAMPAIGN_TEXT.outcomeNoteChanged)).toBeTruthy();
    // The refused save refetched the campaign: the partner's note shows, the reader's words stay, and they are told.
    expect(await within(outcome).findByText('The vouchers ran out in a week.')).toBeTruthy();
    expect((within(outcome).getByLabelText('Outcome note') as HTMLTextAreaElement).value).toBe('Forty new members.');
    expect(within(outcome).getByRole('status').textContent).toBe(CAMPAIGN_TEXT.outcomeNoteChangedWhileEditing);

    fireEvent.click(within(outcome).getByRole('button', { name: 'Save outcome note' }));
    await waitFor(() => expect(server.calls('PUT', `/api/campaigns/${uuid(71)}/outcome`)).toHaveLength(2));
    expect(server.calls('PUT', `/api/campaigns/${uuid(71)}/outcome`)[1].body).toEqual({ outcomeNote: 'Forty new members.', previousOutcomeNote: 'The vouchers ran out in a week.' });
    expect(await screen.findByText(CAMPAIGN_TEXT.outcomeNoteSaved)).toBeTruthy();
    await waitFor(() => expect(within(outcome).getByRole('status').textContent).toBe(''));
    expect((within(outcome).getByLabelText('Outcome note') as HTMLTextAreaElement).value).toBe('Forty new members.');
  });

  it('says a campaign ended early has no note when its note went with a partner who left, and offers to write one', async () => {
    const ended = campaign({ status: 'completed', endedEarly: true, outcomeNote: null, formerPartners: 1, partners: [campaign().partners[0]], completedAt: '2027-03-10T00:00:00.000Z' });
    server = stubFetch([{ path: '/api/campaigns', answer: { body: { ...EMPTY, campaigns: [ended] } } }]);
    page(`/campaigns/${uuid(71)}`);
    const outcome = within(await screen.findByRole('dialog')).getByRole('region', { name: 'Outcome' });
    expect(within(outcome).getByText(CAMPAIGN_TEXT.noOutcomeNoteEndedEarly)).toBeTruthy();
    expect(within(outcome).getByRole('button', { name: 'Save outcome note' })).toBeTruthy();
  });

  it("offers no outcome note to a campaign that is still running (it is written when the campaign ends)", async () => {
    server = stubFetch([{ path: '/api/campaigns', answer: { body: { ...EMPTY, campaigns: [campaign()] } } }]);
    page(`/campaigns/${uuid(71)}`);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('region', { name: 'Outcome' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Save outcome note' })).toBeNull();
  });

  it('tells the partner who remains that a former partner left, counting only their own share in the card', async () => {
    const left = campaign({ formerPartners: 1, partners: [campaign().partners[0]] });
    server = stubFetch([{ path: '/api/campaigns', answer: { body: { ...EMPTY, campaigns: [left], stats: { ...EMPTY.stats, activeCampaigns: 1, counts: { active: 1, completed: 0, drafts: 0 } } } } }]);
    page();
    const card = (await screen.findByRole('heading', { name: 'Harbour fitness and smoothie week' })).closest('.campaign-card') as HTMLElement;
    expect(within(card).getByText('With a former partner')).toBeTruthy();
    expect(within(card).getByText('£300.50 of £400')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'View details of Harbour fitness and smoothie week' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Active · Harbour Gym (you), a former partner')).toBeTruthy();
    expect(within(dialog).getByText(formerPartnersLeftNote(1))).toBeTruthy();
    expect(within(dialog).queryByText('Harbour Smoothie Bar')).toBeNull();
  });
});
