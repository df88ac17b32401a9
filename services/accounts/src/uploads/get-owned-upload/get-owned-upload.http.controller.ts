import { Controller, Get, Param, Query } from '@nestjs/common';
import { ownedUploadQuerySchema, type UploadRecord } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { GetOwnedUploadHandler } from './get-owned-upload.handler';

@Controller('internal/users/:userId/uploads')
export class GetOwnedUploadHttpController {
  constructor(private readonly handler: GetOwnedUploadHandler) {}

  /** `?maxBytes=N`: the user's own completed upload of at most N bytes (10 MB when omitted); 404 otherwise, 422 larger. */
  @Get(':id')
  get(@Param('userId') userId: string, @Param('id') id: string, @Query() query: unknown): Promise<UploadRecord> {
    const { maxBytes } = parseInput(ownedUploadQuerySchema, query);
    return this.handler.execute(userId, id, maxBytes);
  }
}
