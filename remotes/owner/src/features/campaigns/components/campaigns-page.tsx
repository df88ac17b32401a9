import '../campaigns.css';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Megaphone, Plus } from 'lucide-react';
import { CAMPAIGN_TEXT } from '@comarketing/contracts';
import { Button, EmptyState, SectionLoader, Tabs } from '@comarketing/ui';
import { pagePath } from '@comarketing/platform-registry';
import { CAMPAIGNS_REFETCH_AFTER_S, useGetCampaignsQuery } from '../../../shared/campaign-list.api';
import { CAMPAIGN_TABS, campaignTabNamed, type CampaignTab, DEFAULT_CAMPAIGN_TAB, openingTab, tabOf } from '../lib/campaign-format';
import { CampaignStatsCards } from './campaign-stats-cards';
import { CampaignCard } from './campaign-card';
import { CampaignDetailDialog } from './campaign-detail-dialog';
import { BackLink } from '../../../shared/back-link';
import { LoadFailed } from '../../../shared/load-failed';

const EMPTY_STATS = { activeCampaigns: 0, totalReach: 0, budgetSpent: 0, budgetPlanned: 0, engagementRate: null, costSavings: 0, counts: { active: 0, completed: 0, drafts: 0 } };

/**
 * /campaigns and /campaigns/:campaignId: the owner's real campaigns (made when both sides of a
 * match accept, or with a group partnership), the four figures the server works out, tabs Active,
 * Completed and Drafts with counts, and the detail dialog (opened by the path's id).
 *
 * The open tab is the one the address names (`?tab=drafts`; choosing a tab writes it there, so a
 * reload or a campaign opened and closed keeps it); without one, the tab that has something for
 * the reader (`openingTab`), picked once when the list first arrives so that a later refetch never
 * moves them.
 */
export function CampaignsPage() {
  const { campaignId } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [params, setParams] = useSearchParams();
  const query = useGetCampaignsQuery(undefined, { refetchOnMountOrArgChange: CAMPAIGNS_REFETCH_AFTER_S });
  const [opening, setOpening] = useState<CampaignTab | null>(null);
  if (opening === null && query.data) setOpening(openingTab(query.data.campaigns));
  const tab = campaignTabNamed(params.get('tab')) ?? opening ?? DEFAULT_CAMPAIGN_TAB;
  const setTab = (next: CampaignTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  const campaigns = query.data?.campaigns ?? [];
  const stats = query.data?.stats ?? EMPTY_STATS;
  const selected = campaigns.find((c) => c.id === campaignId) ?? null;
  const counts = { active: stats.counts.active, completed: stats.counts.completed, drafts: stats.counts.drafts };
  const loadFailed = query.isError && !query.data;

  let body;
  if (query.isLoading) body = <SectionLoader label="Loading campaigns..." />;
  else if (loadFailed) body = <LoadFailed what="campaigns" onRetry={() => void query.refetch()} />;
  else
    body = (
      <Tabs
        label="Campaigns by status"
        value={tab}
        onValueChange={setTab}
        className="campaigns__tabs"
        tabs={CAMPAIGN_TABS.map((t) => {
          const inTab = campaigns.filter((c) => tabOf(c) === t.value);
          return {
            value: t.value,
            label: `${t.label} (${counts[t.value]})`,
            content:
              inTab.length === 0 ? (
                <EmptyState icon={<Megaphone aria-hidden="true" />} title={CAMPAIGN_TEXT.emptyTitle} description={CAMPAIGN_TEXT.startsFromMatch}>
                  <Button asChild size="sm">
                    <Link to={pagePath('marketingRequest')}>Create Marketing Request</Link>
                  </Button>
                </EmptyState>
              ) : (
                <div className="campaigns__list">
                  {inTab.map((c) => (
                    <CampaignCard key={c.id} campaign={c} onOpen={(open) => navigate(`${pagePath('campaigns', { campaignId: open.id })}${search}`)} />
                  ))}
                </div>
              ),
          };
        })}
      />
    );

  return (
    <div className="campaigns cm-container">
      <div className="cm-page-intro campaigns__intro">
        <BackLink to={pagePath('dashboard')}>Back to Dashboard</BackLink>
        <div className="campaigns__heading">
          <div>
            <h1 className="cm-page-title">Campaigns</h1>
            <p className="cm-page-lead">Joint campaigns with your partners: agree the plan, track spend and results, and see what sharing saved you.</p>
          </div>
          {/* The spec's 'New Campaign' goes to the request form: a campaign starts from a request's accepted match. */}
          <Button asChild>
            <Link to={pagePath('marketingRequest')}>
              <Plus aria-hidden="true" />
              {CAMPAIGN_TEXT.newCampaign}
            </Link>
          </Button>
        </div>
      </div>
      {/* Without the list there are no figures: zeros would pass for "no campaigns". */}
      {loadFailed ? null : <CampaignStatsCards stats={stats} />}
      {body}
      <CampaignDetailDialog campaign={selected} onClose={() => navigate(`${pagePath('campaigns')}${search}`)} />
    </div>
  );
}
