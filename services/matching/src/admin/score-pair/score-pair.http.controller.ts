import { Body, Controller } from '@nestjs/common';
import { matchingApi, type PairScore } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { ScorePairHandler } from './score-pair.handler';

const route = matchingApi.routes.scorePair;

@Controller()
export class ScorePairHttpController {
  constructor(private readonly handler: ScorePairHandler) {}

  @InternalEndpoint(route)
  score(@Body() body: unknown): Promise<PairScore> {
    const { businessAId, businessBId } = parseInput(route.body, body);
    return this.handler.execute(businessAId, businessBId);
  }
}
