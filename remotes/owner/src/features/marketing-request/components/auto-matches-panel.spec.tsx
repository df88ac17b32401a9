import { screen, within } from '@testing-library/react';
import { type AutoMatches, REQUEST_TEXT } from '@comarketing/contracts';
import { stubFetch, type FetchStub } from '@comarketing/api/testing';
import { renderPage } from '../../../testing/render-page';
import { uuid } from '../../../testing/fixtures';
import { AutoMatchesPanel } from './auto-matches-panel';

const REQUEST_ID = uuid(700);
const PATH = `/api/auto-matches/${REQUEST_ID}`;
const SEARCHING: AutoMatches = { searching: true, totalMatches: 0, topMatches: [] };
const NONE_FOUND: AutoMatches = { searching: false, totalMatches: 0, topMatches: [] };

/** As the service answers: the best 3 became partner matches. */
function found(...scores: number[]): AutoMatches {
  return {
    searching: false,
    totalMatches: scores.length,
    partnerMatches: Math.min(3, scores.length),
    partnerIndustries: null,
    topMatches: scores.map((matchScore, i) => ({
      matchScore,
      matchReasons: ['Your customers overlap without competing', 'You are 1.2 miles apart', 'You both want brand awareness', 'Similar budgets'],
      business: { id: uuid(800 + i), businessName: `Partner ${i + 1}`, industry: i === 0 ? 'food-beverage' : 'healthcare', location: 'Manchester', description: `About partner ${i + 1}.` },
      request: { title: 'Summer wellness bundle', campaignTypes: ['social-media', 'events'], goals: ['brand-awareness', 'lead-generation'] },
      askedFor: false,
      partnerMatchId: i < 3 ? uuid(900 + i) : null,
    })),
  };
}

describe('AutoMatchesPanel', () => {
  let server: FetchStub;
  afterEach(() => server.restore());

  it('shows Finding Potential Partners while matching runs, then the matches as soon as they are found', async () => {
    let calls = 0;
    server = stubFetch([{ path: PATH, answer: () => ({ body: ++calls === 1 ? SEARCHING : found(0.853) }) }]);
    renderPage(<AutoMatchesPanel requestId={REQUEST_ID} />);
    expect(await screen.findByText(REQUEST_TEXT.finding)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Partner 1' }, { timeout: 4000 })).toBeTruthy();
    expect(screen.queryByText(REQUEST_TEXT.finding)).toBeNull();
    expect(screen.getByText('1 business fits this request; it is on your Partner Matches.').getAttribute('role')).toBe('status');
  });

  it('keeps searching, however long, until the service says matching has run', async () => {
    let calls = 0;
    server = stubFetch([{ path: PATH, answer: () => ({ body: ++calls < 3 ? SEARCHING : NONE_FOUND }) }]);
    renderPage(<AutoMatchesPanel requestId={REQUEST_ID} />);
    expect(await screen.findByText(REQUEST_TEXT.finding)).toBeTruthy();
    expect(await screen.findByText(REQUEST_TEXT.noMatches, undefined, { timeout: 6000 })).toBeTruthy();
    expect(calls).toBe(3);
  }, 10_000);

  it('says nothing was found, with the way to manual matching, once matching has run without a match', async () => {
    server = stubFetch([{ path: PATH, answer: { body: NONE_FOUND } }]);
    renderPage(<AutoMatchesPanel requestId={REQUEST_ID} />);
    expect(await screen.findByText(REQUEST_TEXT.noMatches)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact Support for Manual Matching' }).getAttribute('href')).toBe('/support');
  });

  it('says the matches could not be fetched when the server keeps failing', async () => {
    server = stubFetch([{ path: PATH, answer: { status: 404, body: { message: 'Request not found' } } }]);
    renderPage(<AutoMatchesPanel requestId={REQUEST_ID} />);
    expect(await screen.findByText(REQUEST_TEXT.fetchFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows each match: name, industry, location, score with its band, the campaign, up to 3 reasons and the description', async () => {
    server = stubFetch([{ path: PATH, answer: { body: found(0.853, 0.61, 0.45, 0.2) } }]);
    renderPage(<AutoMatchesPanel requestId={REQUEST_ID} />);
    const card = (await screen.findByRole('heading', { name: 'Partner 1' })).closest('li') as HTMLElement;
    const first = within(card);
    expect(first.getByText('Food & Beverage')).toBeTruthy();
    expect(first.getByText('Manchester')).toBeTruthy();
    expect(first.getByText('85% match')).toBeTruthy();
    expect(first.getByText('Excellent match')).toBeTruthy();
    expect(first.getByRole('progressbar', { name: 'Match score with Partner 1' }).getAttribute('aria-valuenow')).toBe('85');
    expect(first.getByText('Summer wellness bundle')).toBeTruthy();
    expect(first.getByText('Social Media Cross-Promotion')).toBeTruthy();
    expect(first.getByText('Lead Generation')).toBeTruthy();
    expect(first.getAllByRole('listitem').filter((li) => li.closest('.auto-match__reasons'))).toHaveLength(3);
    expect(first.queryByText('Similar budgets')).toBeNull();
    expect(first.getByText('About partner 1.')).toBeTruthy();

    const bands = ['Partner 2', 'Partner 3', 'Partner 4'].map((name) => (screen.getByRole('heading', { name }).closest('li') as HTMLElement).querySelector('.cm-match-score')?.className);
    expect(bands).toEqual([expect.stringContaining('--good'), expect.stringContaining('--fair'), expect.stringContaining('--low')]);
    expect(screen.getByRole('link', { name: /View your partner matches/ }).getAttribute('href')).toBe(`/partner-matches/${REQUEST_ID}`);
  });

  it('says how many fit and which of them are on Partner Matches, so its figures agree with that page and the notification', async () => {
    server = stubFetch([{ path: PATH, answer: { body: found(0.853, 0.61, 0.45, 0.42, 0.41, 0.4) } }]);
    renderPage(<AutoMatchesPanel requestId={REQUEST_ID} />);
    expect(await screen.findByText('6 businesses fit this request; your 3 best matches are on Partner Matches.')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: /On your Partner Matches/ });
    expect(links).toHaveLength(3);
    expect(links[0].getAttribute('href')).toBe(`/partner-matches/${REQUEST_ID}?match=${uuid(900)}`);
    expect(within(screen.getByRole('heading', { name: 'Partner 4' }).closest('li') as HTMLElement).queryByRole('link', { name: /On your Partner Matches/ })).toBeNull();
  });

  it('says why none of the partner industries asked for is among the matches', async () => {
    const answer = { ...found(0.7), partnerIndustries: { asked: ['Food & Beverage', 'Retail'], matched: 0, withinReach: 0, unavailable: 0, belowThreshold: 0 } };
    server = stubFetch([{ path: PATH, answer: { body: answer } }]);
    renderPage(<AutoMatchesPanel requestId={REQUEST_ID} />);
    const note = await screen.findByRole('note');
    expect(within(note).getByText('No Food & Beverage or Retail partner this time')).toBeTruthy();
    expect(note.textContent).toContain('No Food & Beverage or Retail business is within reach of this request');
    expect(note.textContent).toContain('The partners below are in other industries.');
  });

  it('says nothing of the industries when some asked-for partner is among the matches', async () => {
    const answer = { ...found(0.7), partnerIndustries: { asked: ['Food & Beverage'], matched: 1, withinReach: 1, unavailable: 0, belowThreshold: 0 } };
    server = stubFetch([{ path: PATH, answer: { body: answer } }]);
    renderPage(<AutoMatchesPanel requestId={REQUEST_ID} />);
    await screen.findByRole('heading', { name: 'Partner 1' });
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('tells an owner with no match at all why the industries asked for gave none', async () => {
    server = stubFetch([{ path: PATH, answer: { body: { ...NONE_FOUND, partnerIndustries: { asked: ['Retail'], matched: 0, withinReach: 1, unavailable: 0, belowThreshold: 1 } } } }]);
    renderPage(<AutoMatchesPanel requestId={REQUEST_ID} />);
    expect(await screen.findByText(REQUEST_TEXT.noMatches)).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('1 Retail business is within reach, but none could be suggested: it is not a close enough fit for this campaign.');
  });

  it('leaves out the campaign of a partner that has not filed one', async () => {
    const answer = found(0.853);
    server = stubFetch([{ path: PATH, answer: { body: { ...answer, topMatches: [{ ...answer.topMatches[0], request: null }] } } }]);
    renderPage(<AutoMatchesPanel requestId={REQUEST_ID} />);
    const card = within((await screen.findByRole('heading', { name: 'Partner 1' })).closest('li') as HTMLElement);
    expect(card.queryByText('Their campaign:')).toBeNull();
    expect(card.queryByRole('list', { name: 'Campaign types' })).toBeNull();
    expect(card.getByText('About partner 1.')).toBeTruthy();
  });
});
