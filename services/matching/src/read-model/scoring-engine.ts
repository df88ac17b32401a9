import { buildReasons, loadOutcodeIndex, type MatchRequest, rankCandidatesDetailed } from '../scoring';
import { calendarDay, type RequestRow } from '../marketing-requests/request.row';
import { type Geography } from './geography.provider';
import { type PartnerRanker } from './partner-ranker';

/** A stored request as the scoring model reads it. */
export function toMatchRequest(row: RequestRow): MatchRequest {
  return {
    campaignTypes: row.campaign_types,
    goals: row.goals,
    budget: { min: row.budget_min, max: row.budget_max, period: row.budget_period },
    startDate: calendarDay(row.start_date),
    endDate: calendarDay(row.end_date),
    idealPartner: { industries: row.ideal_partner.industry, size: row.ideal_partner.size, location: row.ideal_partner.location },
    description: row.description,
  };
}

/** The outcode table (loaded once) and the ranking of src/scoring, behind the service's ports. */
export function scoringEngine(): { geography: Geography; ranker: PartnerRanker } {
  const index = loadOutcodeIndex();
  return {
    geography: {
      locate(postcode) {
        const place = index.locate(postcode);
        return place ? { latitude: place.latitude, longitude: place.longitude, town: place.town, region: place.region, ukRegion: place.ukRegion } : undefined;
      },
    },
    ranker: {
      rank(requester, request, candidates, suppression) {
        const wanted = toMatchRequest(request);
        const { matches, preference } = rankCandidatesDetailed(requester, wanted, candidates.businesses, { suppression, orderedByBound: candidates.orderedByBound });
        return {
          partners: matches.map((m) => ({ candidate: m.candidate, score: m.score, preferred: m.preferred, reasons: [...m.reasons], partnerReasons: buildReasons(requester, wanted, m, 'partner') })),
          preference,
        };
      },
    },
  };
}
