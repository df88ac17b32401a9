import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { businessSchema, createRequestSchema, type MarketingRequest } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { z } from 'zod';
import { CreateRequestHandler } from './create-request.handler';

/** The BFF sends the validated request and the requester's business as the accounts service has it. */
const bodySchema = z.object({ request: createRequestSchema, requester: businessSchema });

@Controller('internal/users/:userId/requests')
export class CreateRequestHttpController {
  constructor(private readonly handler: CreateRequestHandler) {}

  @Post()
  @HttpCode(201)
  create(@Param('userId', ParseUUIDPipe) userId: string, @Body() body: unknown): Promise<MarketingRequest> {
    const { request, requester } = parseInput(bodySchema, body);
    return this.handler.execute(userId, requester, request);
  }
}
