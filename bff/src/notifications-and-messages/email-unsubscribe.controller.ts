import { BadRequestException, Controller, Header, HttpCode, Inject, Post, Query, Req } from '@nestjs/common';
import { EMAIL_TEXT, unsubscribeRequestSchema, type UnsubscribeResponse } from '@comarketing/contracts';
import { type Request } from 'express';
import { NotificationClient } from '../clients/service-clients';

/**
 * `POST /api/email/unsubscribe`: one-click unsubscribe, no session needed (the mail's random token
 * is the proof). Mail programs post to the `List-Unsubscribe` address, `?token=...`, with the form
 * body `List-Unsubscribe=One-Click` (RFC 8058); the `/unsubscribe` page posts `{ token }` as JSON.
 */
@Controller('api/email/unsubscribe')
export class EmailUnsubscribeController {
  constructor(@Inject(NotificationClient) private readonly notification: NotificationClient) {}

  @Post()
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  unsubscribe(@Query('token') queryToken: unknown, @Req() req: Request): Promise<UnsubscribeResponse> {
    const body: unknown = req.body;
    const bodyToken = body && typeof body === 'object' && 'token' in body ? body.token : undefined;
    const parsed = unsubscribeRequestSchema.safeParse({ token: queryToken ?? bodyToken });
    if (!parsed.success) throw new BadRequestException(EMAIL_TEXT.badUnsubscribeLink);
    return this.notification.unsubscribe({ body: parsed.data });
  }
}
