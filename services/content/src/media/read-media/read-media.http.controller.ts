import { Controller, Get, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { type Response } from 'express';
import { ReadMediaHandler } from './read-media.handler';

@Controller('internal/media')
export class ReadMediaHttpController {
  constructor(private readonly handler: ReadMediaHandler) {}

  @Get(':id')
  async read(@Param('id', ParseUUIDPipe) id: string, @Res() res: Response): Promise<void> {
    const image = await this.handler.execute(id);
    res.setHeader('content-type', image.contentType);
    res.setHeader('x-content-type-options', 'nosniff');
    res.send(image.bytes);
  }
}
