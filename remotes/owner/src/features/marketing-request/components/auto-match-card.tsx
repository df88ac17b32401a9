import { Link } from 'react-router-dom';
import { ArrowRight, MapPin } from 'lucide-react';
import { type AutoMatches, CAMPAIGN_TYPES, INDUSTRIES, labelOf, REQUEST_GOALS } from '@comarketing/contracts';
import { Badge, Card, MatchScore } from '@comarketing/ui';
import { pagePath } from '@comarketing/platform-registry';

/** At most this many reasons are shown per match. */
export const MAX_MATCH_REASONS = 3;

type AutoMatch = AutoMatches['topMatches'][number];

type Options = readonly { value: string; label: string }[];

const label = (options: Options, value: string) => labelOf(options, value);

/** Chosen option values as a labelled list of badges. */
function OptionTags({ label: listLabel, values, options, variant }: { label: string; values: string[]; options: Options; variant: 'secondary' | 'outline' }) {
  return (
    <ul className="auto-match__tags" aria-label={listLabel}>
      {values.map((value) => (
        <li key={value}>
          <Badge variant={variant}>{label(options, value)}</Badge>
        </li>
      ))}
    </ul>
  );
}

/**
 * One automatic match: who, where, how good, for which campaign, and why; and, when it became one
 * of the owner's partner matches, the way to it there.
 */
export function AutoMatchCard({ match, requestId }: { match: AutoMatch; requestId: string }) {
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
            <OptionTags label="Campaign types" values={request.campaignTypes} options={CAMPAIGN_TYPES} variant="secondary" />
            <OptionTags label="Campaign goals" values={request.goals} options={REQUEST_GOALS} variant="outline" />
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
        {match.partnerMatchId ? (
          <Link className="auto-match__partner-match" to={`${pagePath('partnerMatches', { requestId })}?match=${encodeURIComponent(match.partnerMatchId)}`}>
            On your Partner Matches<span className="cm-sr-only">: {business.businessName}</span>
            <ArrowRight aria-hidden="true" />
          </Link>
        ) : null}
      </Card>
    </li>
  );
}
