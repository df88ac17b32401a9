import { Controller, HttpCode, Post } from '@nestjs/common';
import { type AutoGenerateResult } from '@comarketing/contracts';
import { AutoGenerateHandler } from './auto-generate.handler';

@Controller('internal/admin/matches/auto-generate')
export class AutoGenerateHttpController {
  constructor(private readonly handler: AutoGenerateHandler) {}

  @Post()
  @HttpCode(200)
  generate(): Promise<AutoGenerateResult> {
    return this.handler.execute();
  }
}
