import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { type Request } from 'express';
import { ImageTooLarge } from '../media.errors';
import { StoreMediaHandler } from './store-media.handler';

/** Reads the raw body (any content type but JSON, which the body parser takes), stopping past the limit. */
async function rawBody(req: Request, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new ImageTooLarge(maxBytes);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

@Controller('internal/media')
export class StoreMediaHttpController {
  constructor(private readonly handler: StoreMediaHandler) {}

  /** The image's bytes as the request body (e.g. `content-type: application/octet-stream`). */
  @Post()
  @HttpCode(201)
  async store(@Req() req: Request) {
    return this.handler.execute(await rawBody(req, this.handler.settings.mediaMaxBytes));
  }
}
