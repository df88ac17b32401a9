import { Controller, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { contentApi } from '@comarketing/contracts';
import { InternalEndpoint } from '@comarketing/server-kit';
import { type Response } from 'express';
import { ReadMediaHandler } from './read-media.handler';

@Controller()
export class ReadMediaHttpController {
  constructor(private readonly handler: ReadMediaHandler) {}

  @InternalEndpoint(contentApi.routes.readMedia)
  async read(@Param('id', ParseUUIDPipe) id: string, @Res() res: Response): Promise<void> {
    const image = await this.handler.execute(id);
    res.setHeader('content-type', image.contentType);
    res.setHeader('x-content-type-options', 'nosniff');
    res.send(image.bytes);
  }
}
