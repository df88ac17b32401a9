import { Controller, Req } from '@nestjs/common';
import { BLOG_IMAGE_LIMITS, contentApi, type StoredMedia } from '@comarketing/contracts';
import { InternalEndpoint } from '@comarketing/server-kit';
import { type Request } from 'express';
import { ImageTooLarge } from '../media.errors';
import { StoreMediaHandler } from './store-media.handler';

/** Past the limit, the rest of a body is read and dropped up to this much more (the largest any setting allows). */
const DISCARD_LIMIT_BYTES = BLOG_IMAGE_LIMITS.maxMbCeiling * 1024 * 1024;

/**
 * Reads the raw body (any content type but JSON, which the body parser takes), keeping nothing past
 * the limit. The rest of a body too large is read and dropped before the refusal (a lingering
 * close): answered while the BFF was still sending, the 413 reached it as a broken connection,
 * which it took for an outage (503). Past the discard limit the connection is cut.
 */
async function rawBody(req: Request, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes + DISCARD_LIMIT_BYTES) break;
      if (size <= maxBytes) chunks.push(chunk);
    }
  } catch (error) {
    // The caller went away mid-body: nobody is left to answer unless it was already too large.
    if (size <= maxBytes) throw error;
  }
  if (size > maxBytes) throw new ImageTooLarge(maxBytes);
  return Buffer.concat(chunks);
}

@Controller()
export class StoreMediaHttpController {
  constructor(private readonly handler: StoreMediaHandler) {}

  /** The image's bytes as the request body (e.g. `content-type: application/octet-stream`). */
  @InternalEndpoint(contentApi.routes.storeMedia)
  async store(@Req() req: Request): Promise<StoredMedia> {
    return this.handler.execute(await rawBody(req, this.handler.settings.mediaMaxBytes));
  }
}
