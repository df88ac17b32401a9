import { Body, Controller, HttpCode, HttpStatus, Inject, Post, Req } from '@nestjs/common';
import { ANALYTICS_TEXTS, pageViewInputSchema, type RecordPageViews } from '@comarketing/contracts';
import { httpError, parseInput } from '@comarketing/server-kit';
import { type Request } from 'express';
import { type SessionUser } from '../session/session-user';
import { DailySalt, visitorHash } from './daily-salt';
import { PageViewBuffer } from './page-view-buffer';
import { describeUserAgent, referrerSite } from './user-agent';
import { PAGE_VIEW_LIMITER, type ViewLimiter } from './view-limiter';

/**
 * `POST /api/analytics/page-view`: the host reports each route change. No cookie is set or read for
 * it; the visitor is a daily-salted hash made here of the address and the browser's family (the
 * address never leaves the BFF); at most so many per client address and network a minute; the user id,
 * for a signed-in user, comes from the session alone; device class and browser family come from the
 * User-Agent; the path loses any query or fragment and the referrer all but its site. Answered
 * 202 once queued: the buffer passes views on in batches (page-view-buffer.ts).
 * Cross-site posts are refused by the same-origin middleware, as for every state-changing route.
 */
@Controller('api/analytics')
export class PageViewController {
  constructor(
    private readonly buffer: PageViewBuffer,
    private readonly salt: DailySalt,
    @Inject(PAGE_VIEW_LIMITER) private readonly limiter: ViewLimiter,
  ) {}

  @Post('page-view')
  @HttpCode(202)
  async record(@Body() body: unknown, @Req() req: Request): Promise<void> {
    const input = parseInput(pageViewInputSchema, body);
    // Per client address and network, never per anything the client says about itself.
    if (!this.limiter.allow(req.ip)) {
      throw httpError(HttpStatus.TOO_MANY_REQUESTS, ANALYTICS_TEXTS.tooManyPageViews, { retryAfterSeconds: this.limiter.retryAfterSeconds(req.ip) });
    }
    const browser = describeUserAgent(req.headers['user-agent']?.slice(0, 512));
    const visitor = visitorHash(await this.salt.get(), req.ip, browser);
    const user = req.user as SessionUser | undefined;
    const view: RecordPageViews['views'][number] = {
      visitor,
      userId: user?.id ?? null,
      path: input.path.split(/[?#]/, 1)[0]!,
      referrer: referrerSite(input.referrer, req.get('host')),
      ...browser,
      viewedAt: new Date().toISOString(),
    };
    if (!this.buffer.add(view)) throw httpError(HttpStatus.SERVICE_UNAVAILABLE, ANALYTICS_TEXTS.busy, { retryAfterSeconds: 5 });
  }
}
