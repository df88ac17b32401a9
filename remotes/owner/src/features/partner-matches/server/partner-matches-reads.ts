import { partnerMatchesApi } from '@comarketing/api';
import { PARTNER_MATCH_PAGE_SIZE } from '@comarketing/contracts';
import { type PageReader } from '../../../shared/page-reads';
import { groupPartnershipsApi } from '../api/group-partnerships.api';
import { FIRST_MATCH_PAGE, isRequestId } from '../lib/match-filters';

/**
 * What the partner matches page shows on its first render, read on the server with the arguments
 * of its first query (partner-matches-page.tsx): the first page of every match, or of one request's.
 */
export const readPartnerMatches: PageReader = async ({ store, page }) => {
  const { requestId } = page.params;
  // An address no request can have shows a notice and reads nothing.
  if (requestId !== undefined && !isRequestId(requestId)) return;
  await Promise.all([
    store.dispatch(partnerMatchesApi.endpoints.getPartnerMatchPage.initiate({ ...FIRST_MATCH_PAGE, requestId, pageSize: PARTNER_MATCH_PAGE_SIZE })),
    store.dispatch(groupPartnershipsApi.endpoints.getGroupPartnerships.initiate()),
  ]);
};
