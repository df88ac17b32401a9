import { HttpException, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { contentApi, CORRELATION_HEADER, errorBodySchema, type InternalRoute, internalPath, INTERNAL_TOKEN_HEADER } from '@comarketing/contracts';
import { currentCorrelationId } from '@comarketing/server-kit';

export interface BlogImage {
  contentType: string;
  bytes: Buffer;
}

/** Where a stored image is served (`/api/blog/media/<id>`) and its pixel size. */
export interface StoredBlogImage {
  id: string;
  url: string;
  width: number | null;
  height: number | null;
}

export interface BlogMediaOptions {
  contentUrl: string;
  internalToken: string;
  timeoutMs: number;
  /** The content service's limit (CONTENT_MEDIA_MAX_MB): a larger image is refused here, never sent. */
  maxImageBytes: number;
}

const IMAGE_TYPE = /^image\/(jpeg|png|webp|gif)$/;

/**
 * An image of a post from the content service. Bytes, which the JSON service client neither sends
 * nor reads, so the two media routes of `contentApi` are called here with the same token and deadline.
 */
export class BlogMedia {
  constructor(private readonly options: BlogMediaOptions) {}

  get maxImageBytes(): number {
    return this.options.maxImageBytes;
  }

  async read(id: string): Promise<BlogImage> {
    const answer = await this.call(contentApi.routes.readMedia, { id }).catch(() => undefined);
    if (answer?.status === 404) throw new NotFoundException('Image not found');
    const contentType = answer?.headers.get('content-type') ?? '';
    // Only an image of the four kinds the service accepts is passed on, whatever else answers.
    if (!answer?.ok || !IMAGE_TYPE.test(contentType)) throw new ServiceUnavailableException('The image is unavailable. Please try again shortly.');
    return { contentType, bytes: Buffer.from(await answer.arrayBuffer()) };
  }

  /**
   * Stores an image for posts (the editor's upload); the content service checks its bytes and size
   * and answers where readers get it. Its refusals (415, 413) are passed on with their message.
   */
  async store(bytes: Buffer): Promise<StoredBlogImage> {
    const answer = await this.call(contentApi.routes.storeMedia, {}, { body: bytes, headers: { 'content-type': 'application/octet-stream' } }).catch(() => undefined);
    const body: unknown = await answer?.json().catch(() => undefined);
    if (answer && answer.status >= 400 && answer.status < 500) throw new HttpException({ message: errorBodySchema.safeParse(body).data?.message ?? 'The image was refused' }, answer.status);
    const stored = contentApi.routes.storeMedia.answer.safeParse(body);
    if (!answer?.ok || !stored.success) throw new ServiceUnavailableException('The image could not be stored. Please try again shortly.');
    const { id, url, width, height } = stored.data;
    return { id, url, width, height };
  }

  private call(route: InternalRoute, params: Record<string, string>, init: { body?: Buffer; headers?: Record<string, string> } = {}): Promise<Response> {
    const base = this.options.contentUrl.endsWith('/') ? this.options.contentUrl : `${this.options.contentUrl}/`;
    const correlationId = currentCorrelationId();
    // Relative to the base, which may have a path of its own.
    return fetch(new URL(internalPath(route, params).replace(/^\//, ''), base), {
      method: route.method,
      body: init.body ? new Blob([new Uint8Array(init.body)]) : undefined,
      headers: { ...init.headers, [INTERNAL_TOKEN_HEADER]: this.options.internalToken, ...(correlationId ? { [CORRELATION_HEADER]: correlationId } : {}) },
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
  }
}
