import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { type BlogPost, isPossibleSlug } from '@comarketing/contracts';
import { ContentClient } from '../clients/service-clients';

/** The published blog as the content service answers it, checked against the contracts. */
@Injectable()
export class BlogReader {
  constructor(@Inject(ContentClient) private readonly content: ContentClient) {}

  listPublished(): Promise<BlogPost[]> {
    return this.content.listPublishedPosts();
  }

  tags(): Promise<string[]> {
    return this.content.listTags();
  }

  /** The published post with this slug; null when there is none. */
  async bySlug(slug: string): Promise<BlogPost | null> {
    // A huge or malformed address part never reaches the content service.
    if (!isPossibleSlug(slug)) return null;
    try {
      return await this.content.readPublishedPost({ params: { slug } });
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() === HttpStatus.NOT_FOUND) return null;
      throw error;
    }
  }

  related(id: string): Promise<BlogPost[]> {
    return this.content.listRelatedPosts({ params: { id } });
  }
}
