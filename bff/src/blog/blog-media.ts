import { NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { CORRELATION_HEADER, INTERNAL_TOKEN_HEADER } from '@comarketing/contracts';
import { currentCorrelationId } from '@comarketing/server-kit';

export interface BlogImage {
  contentType: string;
  bytes: Buffer;
}

export interface BlogMediaOptions {
  contentUrl: string;
  internalToken: string;
  timeoutMs: number;
}

const IMAGE_TYPE = /^image\/(jpeg|png|webp|gif)$/;

/**
 * An image of a post from the content service. Bytes, which the JSON service client does not read,
 * so it is fetched here with the same token and deadline.
 */
export class BlogMedia {
  constructor(private readonly options: BlogMediaOptions) {}

  async read(id: string): Promise<BlogImage> {
    const base = this.options.contentUrl.endsWith('/') ? this.options.contentUrl : `${this.options.contentUrl}/`;
    const correlationId = currentCorrelationId();
    const answer = await fetch(new URL(`internal/media/${encodeURIComponent(id)}`, base), {
      headers: { [INTERNAL_TOKEN_HEADER]: this.options.internalToken, ...(correlationId ? { [CORRELATION_HEADER]: correlationId } : {}) },
      signal: AbortSignal.timeout(this.options.timeoutMs),
    }).catch(() => undefined);
    if (answer?.status === 404) throw new NotFoundException('Image not found');
    const contentType = answer?.headers.get('content-type') ?? '';
    // Only an image of the four kinds the service accepts is passed on, whatever else answers.
    if (!answer?.ok || !IMAGE_TYPE.test(contentType)) throw new ServiceUnavailableException('The image is unavailable. Please try again shortly.');
    return { contentType, bytes: Buffer.from(await answer.arrayBuffer()) };
  }
}
