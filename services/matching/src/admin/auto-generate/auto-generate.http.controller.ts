import { Controller } from '@nestjs/common';
import { type AutoGenerateResult, matchingApi } from '@comarketing/contracts';
import { InternalEndpoint } from '@comarketing/server-kit';
import { AutoGenerateHandler } from './auto-generate.handler';

@Controller()
export class AutoGenerateHttpController {
  constructor(private readonly handler: AutoGenerateHandler) {}

  @InternalEndpoint(matchingApi.routes.autoGenerateMatches)
  generate(): Promise<AutoGenerateResult> {
    return this.handler.execute();
  }
}
