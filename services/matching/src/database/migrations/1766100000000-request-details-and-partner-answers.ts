import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * What the owner wrote on the request form and the spec's client dropped (budget split, campaign
 * duration, additional requirements), and on each match side the other side's answer, so a decline
 * by either side can close the pair for both and say so. `partner_request` is the partner's request
 * as this side's owner sees it (a snapshot, like `partner`), on the side that did not file it.
 * Existing pairs are brought in line: an answer already given is copied to the other side (closing
 * it after a decline), and the partner's side of an automatic match gets its request.
 */
export class RequestDetailsAndPartnerAnswers1766100000000 implements MigrationInterface {
  name = 'RequestDetailsAndPartnerAnswers1766100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE matching.requests
        ADD COLUMN budget_split text NOT NULL DEFAULT '50-50',
        ADD COLUMN duration text,
        ADD COLUMN partner_requirements text`);
    await q.query(`
      ALTER TABLE matching.partner_matches
        ADD COLUMN partner_request jsonb,
        ADD COLUMN partner_status text,
        ADD COLUMN partner_response_message text,
        ADD COLUMN partner_response_date timestamptz`);
    // Pairs made before: each side learns the answer the other already gave, a side whose partner
    // declined is closed, and the partner's side gets the request it answers.
    await q.query(`
      UPDATE matching.partner_matches m
      SET partner_status = o.status, partner_response_message = o.response_message, partner_response_date = o.response_date,
          status = CASE WHEN o.status = 'rejected' AND m.status IN ('pending', 'accepted') THEN 'rejected' ELSE m.status END
      FROM matching.partner_matches o
      WHERE o.pair_id = m.pair_id AND o.id <> m.id AND o.response_date IS NOT NULL AND o.status IN ('accepted', 'rejected')`);
    await q.query(`
      UPDATE matching.partner_matches m
      SET partner_request = jsonb_build_object('title', r.title, 'campaignTypes', r.campaign_types, 'goals', r.goals, 'duration', NULL, 'budgetSplit', '50-50', 'partnerRequirements', NULL)
      FROM matching.requests r
      WHERE r.id = m.request_id AND r.business_id <> m.business_id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE matching.partner_matches
        DROP COLUMN partner_request, DROP COLUMN partner_status, DROP COLUMN partner_response_message, DROP COLUMN partner_response_date`);
    await q.query(`ALTER TABLE matching.requests DROP COLUMN budget_split, DROP COLUMN duration, DROP COLUMN partner_requirements`);
  }
}
