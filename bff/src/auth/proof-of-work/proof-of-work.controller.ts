import { Controller, Get, Header, Inject, Req } from '@nestjs/common';
import { PROOF_OF_WORK_OFFER_PATH, type ProofOfWorkOffer } from '@comarketing/contracts';
import { type Request } from 'express';
import { ProofOfWorkGate } from './proof-of-work.gate';

/** The forms' challenge to solve ahead (see ProofOfWorkGate.offer); each one is good for one request. */
@Controller()
export class ProofOfWorkController {
  constructor(@Inject(ProofOfWorkGate) private readonly gate: ProofOfWorkGate) {}

  @Get(PROOF_OF_WORK_OFFER_PATH)
  @Header('cache-control', 'no-store')
  async offer(@Req() req: Request): Promise<ProofOfWorkOffer> {
    return { challenge: await this.gate.offer(req) };
  }
}
