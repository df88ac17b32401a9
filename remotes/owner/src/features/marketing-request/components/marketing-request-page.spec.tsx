import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type AutoMatches, REQUEST_TEXT, REQUEST_VALIDATION } from '@comarketing/contracts';
import { stubFetch, type FetchStub, type StubRoute } from '@comarketing/api/testing';
import { clearToasts } from '@comarketing/ui';
import { renderPage } from '../../../testing/render-page';
import { business, BUSINESS_ID, USER, uuid } from '../../../testing/fixtures';
import { MarketingRequestPage } from './marketing-request-page';

const REQUEST_ID = uuid(700);

const FOUND: AutoMatches = {
  searching: false,
  totalMatches: 1,
  topMatches: [
    {
      matchScore: 0.853,
      matchReasons: ['Your customers overlap without competing', 'You are 1.2 miles apart', 'You both want brand awareness', 'Similar budgets'],
      business: { id: uuid(800), businessName: 'Ancoats Smoothie Bar', industry: 'food-beverage', location: 'Manchester', description: 'Fresh smoothies in Ancoats.' },
      request: { title: 'Summer wellness bundle', campaignTypes: ['social-media', 'events'], goals: ['brand-awareness'] },
    },
  ],
};

function serve(extra: StubRoute[] = []): FetchStub {
  return stubFetch([
    { path: '/api/auth/me', answer: { body: { user: USER } } },
    { path: `/api/businesses/user/${USER.id}`, answer: { body: { business: business() } } },
    { method: 'POST', path: '/api/co-marketing-requests', answer: { status: 201, body: { id: REQUEST_ID } } },
    { path: `/api/auto-matches/${REQUEST_ID}`, answer: { body: FOUND } },
    ...extra,
  ]);
}

const toastShown = async (text: string) => expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit Request' })));
const type = (name: RegExp, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const tick = (name: string) => fireEvent.click(screen.getByRole('checkbox', { name }));
const budget = () => screen.getByRole('spinbutton', { name: /Monthly Budget/ }) as HTMLInputElement;

async function renderForm(extra: StubRoute[] = []) {
  const server = serve(extra);
  const utils = renderPage(<MarketingRequestPage />, { route: '/co-marketing-request' });
  await screen.findByRole('form', { name: 'Create marketing request' });
  return { server, ...utils };
}

function fillValidRequest() {
  type(/Campaign Name/, '  Summer wellness bundle ');
  tick('Social Media Cross-Promotion');
  tick('Collaborative Events');
  tick('Brand Awareness');
  type(/Campaign Description/, 'A free class plus a smoothie voucher.');
}

describe('MarketingRequestPage', () => {
  let server: FetchStub;
  beforeEach(() => clearToasts());
  afterEach(() => server.restore());

  it('sends a user without a business profile to create one instead of showing the form', async () => {
    server = serve([{ path: `/api/businesses/user/${USER.id}`, answer: { body: { business: null } } }]);
    renderPage(<MarketingRequestPage />, { route: '/co-marketing-request' });
    expect(await screen.findByRole('heading', { name: 'Complete your business profile first' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete Business Profile' }).getAttribute('href')).toBe('/business-profile');
    expect(screen.queryByRole('form')).toBeNull();
    expect(server.calls('POST', '/api/co-marketing-requests')).toHaveLength(0);
  });

  it('has the three sections, the side column and a budget of 1000 by default', async () => {
    ({ server } = await renderForm());
    for (const section of ['Campaign Details', 'Budget & Timeline', 'Partner Preferences']) expect(screen.getByRole('region', { name: section })).toBeTruthy();
    expect(budget().value).toBe('1000');
    expect(screen.getByRole('radio', { name: /50-50/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('heading', { name: 'Campaign Tips' })).toBeTruthy();
    const ideas = screen.getByRole('heading', { name: 'Popular campaign ideas' }).closest('.cm-card') as HTMLElement;
    expect(ideas.textContent).not.toMatch(/\d+ requests/);
  });

  it('checks the request in the specification order, one toast at a time, and sends nothing until it passes', async () => {
    ({ server } = await renderForm());
    const expectProblem = async (problem: keyof typeof REQUEST_VALIDATION) => {
      act(() => clearToasts());
      await submit();
      await toastShown(REQUEST_VALIDATION[problem].title);
      await toastShown(REQUEST_VALIDATION[problem].description);
    };

    await expectProblem('title');
    expect(screen.getByRole('textbox', { name: /Campaign Name/ }).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Campaign Name/ }));
    type(/Campaign Name/, '   ');
    await expectProblem('title');
    type(/Campaign Name/, 'Summer wellness bundle');
    await expectProblem('campaignTypes');
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Social Media Cross-Promotion' }));
    tick('Social Media Cross-Promotion');
    await expectProblem('goals');
    tick('Brand Awareness');
    await expectProblem('description');
    type(/Campaign Description/, 'A free class plus a smoothie voucher.');
    fireEvent.change(budget(), { target: { value: '99' } });
    await expectProblem('budget');
    fireEvent.change(budget(), { target: { value: '' } });
    await expectProblem('budget');
    expect(server.calls('POST', '/api/co-marketing-requests')).toHaveLength(0);
  }, 20_000);

  it('keeps the summary in step with the form', async () => {
    ({ server } = await renderForm());
    const summary = within(screen.getByTestId('request-summary'));
    const row = (term: string) => summary.getByText(term).nextElementSibling?.textContent;
    expect(row('Campaign types')).toBe('0 selected');
    expect(row('Budget')).toBe('£1,000 a month');
    expect(row('Duration')).toBe('Not set');
    expect(row('Partner industries')).toBe('Any');
    tick('Joint Email Campaigns');
    tick('Leaflet Distribution');
    fireEvent.change(budget(), { target: { value: '2500.75' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Campaign Duration' }), { target: { value: '3-months' } });
    tick('Health & Wellness');
    await waitFor(() => expect(row('Campaign types')).toBe('2 selected'));
    expect(row('Budget')).toBe('£2,500 a month');
    expect(row('Duration')).toBe('3 Months');
    expect(row('Partner industries')).toBe('1 selected');
    tick('Any Industry');
    await waitFor(() => expect(row('Partner industries')).toBe('Any'));
  });

  it('takes down the problem toasts once the request goes through', async () => {
    ({ server } = await renderForm([{ method: 'POST', path: '/api/co-marketing-requests', answer: { status: 201, body: { id: REQUEST_ID } } }]));
    act(() => clearToasts());
    await submit();
    await toastShown(REQUEST_VALIDATION.title.title);
    fillValidRequest();
    await submit();
    await toastShown(REQUEST_TEXT.submittedTitle);
    // Well before the toast's own 5 seconds are up.
    await waitFor(() => expect(screen.queryByText(REQUEST_VALIDATION.title.title)).toBeNull(), { timeout: 1000 });
  });

  it("sends the specification's body and what partners read for the user's own business, then shows the success screen with the matches", async () => {
    let release: () => void = () => undefined;
    ({ server } = await renderForm([
      {
        method: 'POST',
        path: '/api/co-marketing-requests',
        answer: () => new Promise((resolve) => (release = () => resolve({ status: 201, body: { id: REQUEST_ID } }))),
      },
    ]));
    fillValidRequest();
    fireEvent.change(budget(), { target: { value: '800' } });
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '2027-01-05' } });
    tick('Food & Beverage');
    fireEvent.change(screen.getByRole('combobox', { name: 'Partner Size' }), { target: { value: 'small' } });
    fireEvent.click(screen.getByRole('radio', { name: /60-40/ }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Campaign Duration' }), { target: { value: '2-months' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Additional Requirements' }), { target: { value: 'A shop front for leaflets' } });
    await submit();

    const busy = await screen.findByRole('button', { name: REQUEST_TEXT.submitting });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    const [sent] = server.calls('POST', '/api/co-marketing-requests');
    expect(sent.body).toEqual({
      businessId: BUSINESS_ID,
      title: 'Summer wellness bundle',
      campaignTypes: ['social-media', 'events'],
      goals: ['brand-awareness'],
      startDate: '2027-01-05',
      endDate: null,
      budgetRange: { min: 800, max: 800, period: 'monthly' },
      idealPartner: { industry: ['Food & Beverage'], size: 'small', location: 'same-city' },
      description: 'A free class plus a smoothie voucher.',
      budgetSplit: '60-40',
      duration: '2-months',
      partnerRequirements: 'A shop front for leaflets',
    });

    await act(async () => release());
    await toastShown(REQUEST_TEXT.submittedTitle);
    await toastShown(REQUEST_TEXT.submittedDescription);
    const heading = await screen.findByRole('heading', { name: REQUEST_TEXT.success, level: 1 });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Contact Support Team' }).getAttribute('href')).toBe('/support');
    expect(await screen.findByRole('heading', { name: 'Ancoats Smoothie Bar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /View your partner matches/ }).getAttribute('href')).toBe(`/partner-matches/${REQUEST_ID}`);
  });

  it.each([
    [{ status: 400, body: { message: 'Complete your business profile before submitting a marketing request' } }, REQUEST_TEXT.failedBusiness],
    [{ status: 400, body: { message: 'Validation failed', details: [] } }, REQUEST_TEXT.failedValidation],
    [{ status: 500, body: { message: 'Internal server error' } }, REQUEST_TEXT.failedOther],
  ])('says why a submission failed (%j) and stays on the form', async (answer, text) => {
    ({ server } = await renderForm([{ method: 'POST', path: '/api/co-marketing-requests', answer }]));
    fillValidRequest();
    await submit();
    await toastShown(REQUEST_TEXT.failedTitle);
    await toastShown(text);
    expect(screen.getByRole('form', { name: 'Create marketing request' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Submit Request' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('reads a network failure as one', async () => {
    ({ server } = await renderForm([{ method: 'POST', path: '/api/co-marketing-requests', answer: () => Promise.reject(new TypeError('Failed to fetch')) }]));
    fillValidRequest();
    await submit();
    await toastShown(REQUEST_TEXT.failedNetwork);
  });
});
