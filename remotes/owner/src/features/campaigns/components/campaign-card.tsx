import { type Campaign, CAMPAIGN_STATUS_LABELS } from '@comarketing/contracts';
import { Badge, Button, Card } from '@comarketing/ui';
import { formatPounds, formatReach } from '../../../shared/figure-format';
import { formatDates, partnerNames, plannedFor } from '../lib/campaign-format';

/** One campaign in a tab: title, partners, status, dates and its running figures. */
export function CampaignCard({ campaign, onOpen }: { campaign: Campaign; onOpen: (campaign: Campaign) => void }) {
  const others = partnerNames(campaign, 'omitted');
  const spent = campaign.partners.reduce((sum, p) => sum + p.spend, 0);
  const reach = campaign.partners.reduce((sum, p) => sum + p.reach, 0);
  const waiting = campaign.partners.filter((p) => !p.confirmed).length;
  return (
    <Card className="campaign-card">
      <div className="campaign-card__top">
        <h3 className="campaign-card__title">{campaign.title}</h3>
        <Badge variant={campaign.status === 'active' ? 'success' : 'secondary'}>{CAMPAIGN_STATUS_LABELS[campaign.status]}</Badge>
      </div>
      <p className="campaign-card__partners">With {others.join(', ') || 'your partners'}</p>
      <dl className="campaign-card__facts">
        <div>
          <dt>Dates</dt>
          <dd>{formatDates(campaign) ?? 'Not set'}</dd>
        </div>
        <div>
          <dt>Budget</dt>
          <dd>
            {formatPounds(spent)} of {formatPounds(plannedFor(campaign))}
          </dd>
        </div>
        <div>
          <dt>Reach</dt>
          <dd>{formatReach(reach)}</dd>
        </div>
      </dl>
      {campaign.status === 'draft' ? <p className="campaign-card__note">{waiting === 0 ? 'Plan agreed' : `Waiting for ${waiting} confirmation${waiting === 1 ? '' : 's'}`}</p> : null}
      <Button variant="secondary" size="sm" onClick={() => onOpen(campaign)} aria-label={`View details of ${campaign.title}`}>
        View Details
      </Button>
    </Card>
  );
}
