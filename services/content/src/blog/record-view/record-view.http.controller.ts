import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { parseInput } from '@comarketing/server-kit';
import { z } from 'zod';
import { RecordViewHandler } from './record-view.handler';

// What the BFF knows of the reader (address and browser), hashed here with the day's salt: never stored.
const bodySchema = z.object({ visitor: z.string().min(1).max(1000) });

@Controller('internal/blog/posts/:id/views')
export class RecordViewHttpController {
  constructor(private readonly handler: RecordViewHandler) {}

  @Post()
  @HttpCode(200)
  record(@Param('id', ParseUUIDPipe) id: string, @Body() body: unknown): Promise<{ counted: boolean }> {
    return this.handler.execute(id, parseInput(bodySchema, body).visitor);
  }
}
