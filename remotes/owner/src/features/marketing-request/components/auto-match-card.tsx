import { MapPin } from 'lucide-react';
import { type AutoMatches, CAMPAIGN_TYPES, INDUSTRIES, labelOf, REQUEST_GOALS } from '@comarketing/contracts';
import { Badge, Card, MatchScore } from '@comarketing/ui';

/** At most this many reasons are shown per match (specification, section 9). */
export const MAX_MATCH_REASONS = 3;

type AutoMatch = AutoMatches['topMatches'][number];

const label = (options: readonly { value: string; label: string }[], value: string) => labelOf(options, value);

/** One automatic match: who, where, how good, for which campaign, and why. */
export function AutoMatchCard({ match }: { match: AutoMatch }) {
  const { business, request } = match;
  return (
    <li>
      <Card className="auto-match">
        <div className="auto-match__head">
          <div>
            <h3 className="auto-match__name">{business.businessName}</h3>
            <p className="cm-meta-line">
              <span>{label(INDUSTRIES, business.industry)}</span>
              {business.location ? (
                <span className="auto-match__location">
                  <MapPin aria-hidden="true" />
                  {business.location}
                </span>
              ) : null}
            </p>
          </div>
        </div>
        <MatchScore percent={match.matchScore * 100} label={`Match score with ${business.businessName}`} />
        {request ? (
          <div className="auto-match__campaign">
            <p>
              <span className="auto-match__term">Their campaign:</span> {request.title}
            </p>
            <ul className="auto-match__tags" aria-label="Campaign types">
              {request.campaignTypes.map((type) => (
                <li key={type}>
                  <Badge variant="secondary">{label(CAMPAIGN_TYPES, type)}</Badge>
                </li>
              ))}
            </ul>
            <ul className="auto-match__tags" aria-label="Campaign goals">
              {request.goals.map((goal) => (
                <li key={goal}>
                  <Badge variant="outline">{label(REQUEST_GOALS, goal)}</Badge>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {match.matchReasons.length > 0 ? (
          <div>
            <h4 className="auto-match__subheading">Why this match</h4>
            <ul className="auto-match__reasons">
              {match.matchReasons.slice(0, MAX_MATCH_REASONS).map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {business.description ? <p className="auto-match__description">{business.description}</p> : null}
      </Card>
    </li>
  );
}
