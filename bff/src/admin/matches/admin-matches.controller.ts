import { Body, Controller, Get, HttpCode, Inject, Post, Query, UseGuards } from '@nestjs/common';
import { type AdminMatch, adminMatchListQuerySchema, type AutoGenerateResult, manualMatchRequestSchema, type Page, type PairScore, pairScoreRequestSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { AccountsClient, MatchingClient } from '../../clients/service-clients';
import { AuditTrail } from '../audit/audit-trail';
import { findChosenBusiness } from '../businesses/find-business';
import { type AdminContext, AdminSessionGuard, CurrentAdmin } from '../session/admin-session.guard';

/**
 * The matches tab: every pair, a manual match (scored and explained by the matching engine, not the
 * spec's toy formula), 'Calculate Match Score' and 'Auto-generate'. The matching service applies
 * the pair rules; both owners hear of a manual match through its event.
 */
@Controller('api/admin')
@UseGuards(AdminSessionGuard)
export class AdminMatchesController {
  constructor(
    @Inject(MatchingClient) private readonly matching: MatchingClient,
    @Inject(AccountsClient) private readonly accounts: AccountsClient,
    private readonly audit: AuditTrail,
  ) {}

  @Get('partner-matches')
  list(@Query() query: unknown): Promise<Page<AdminMatch>> {
    return this.matching.listMatches({ query: parseInput(adminMatchListQuerySchema, query) });
  }

  @Post('partner-matches/score')
  @HttpCode(200)
  score(@Body() body: unknown): Promise<PairScore> {
    return this.matching.scorePair({ body: parseInput(pairScoreRequestSchema, body) });
  }

  @Post('partner-matches')
  async create(@CurrentAdmin() admin: AdminContext, @Body() body: unknown): Promise<{ success: true; id: string; message: string }> {
    const input = parseInput(manualMatchRequestSchema, body);
    const [a, b] = await Promise.all([findChosenBusiness(this.accounts, input.businessAId), findChosenBusiness(this.accounts, input.businessBId)]);
    const target = { type: 'match' as const, id: `${a.id}:${b.id}`, label: `${a.businessName} + ${b.businessName}`, subjectUserIds: [a.userId, b.userId] };
    const created = await this.audit.record(admin, 'match.created', target, null, async () => {
      const result = await this.matching.createManualMatch({ body: input });
      const after = { pairId: result.pairId, businessA: { id: a.id, businessName: a.businessName }, businessB: { id: b.id, businessName: b.businessName }, matchScore: input.matchScore, priority: input.priority, matchReason: input.matchReason };
      return { result, after };
    });
    return { success: true, id: created.pairId, message: `${a.businessName} and ${b.businessName} are matched; both owners have been told.` };
  }

  @Post('partner-matches/auto-generate')
  @HttpCode(200)
  async autoGenerate(@CurrentAdmin() admin: AdminContext): Promise<AutoGenerateResult & { success: true }> {
    const result = await this.audit.record(admin, 'matches.auto-generated', { type: 'match', id: 'auto-generate', label: 'Auto-generate' }, null, async () => {
      const generated = await this.matching.autoGenerateMatches({}, { timeoutMs: 60_000 });
      return { result: generated, after: { requestsMatched: generated.requestsMatched, pairs: generated.matches.length } };
    });
    return { success: true, ...result };
  }
}
