import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { type PairScore, pairScoreRequestSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { ScorePairHandler } from './score-pair.handler';

@Controller('internal/admin/pair-score')
export class ScorePairHttpController {
  constructor(private readonly handler: ScorePairHandler) {}

  @Post()
  @HttpCode(200)
  score(@Body() body: unknown): Promise<PairScore> {
    const { businessAId, businessBId } = parseInput(pairScoreRequestSchema, body);
    return this.handler.execute(businessAId, businessBId);
  }
}
