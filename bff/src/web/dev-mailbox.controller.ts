import { Controller, ForbiddenException, Get, Header, Inject, NotFoundException, Param, ParseUUIDPipe, Req, Res } from '@nestjs/common';
import { type MailboxEmail } from '@comarketing/contracts';
import { type Request, type Response } from 'express';
import { NotificationClient } from '../clients/service-clients';
import { isLocalHostName } from './allowed-hosts.middleware';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Escaped text with its web addresses made links (the mail's own links: confirm, reset...). */
const linkify = (text: string) => escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * `/dev/mailbox`: the e-mail the platform wrote, for a developer running it without an SMTP server
 * (the notification service keeps it; with `SMTP_URL` set there is no mailbox and this is 404).
 * Only from this machine: the socket's own address must be loopback, whatever a proxy says, and
 * the request must name this machine (localhost, 127.0.0.1, [::1]), not a public or extra host
 * name: a page whose name was re-pointed at 127.0.0.1 (DNS rebinding) has its own name in Host.
 * `/dev/mailbox/:id` is a mail's HTML part as the recipient's mail program would get it, served
 * with a policy that runs no script and loads nothing.
 */
@Controller('dev/mailbox')
export class DevMailboxController {
  constructor(@Inject(NotificationClient) private readonly notification: NotificationClient) {}

  @Get()
  @Header('cache-control', 'no-store')
  async list(@Req() req: Request, @Res() res: Response): Promise<void> {
    const emails = await this.emails(req);
    const items = emails
      .map(
        (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.to)} · ${escapeHtml(mail.kind)} · ${escapeHtml(new Date(mail.createdAt).toLocaleString('en-GB', { timeZone: 'Europe/London' }))} · <a href="/dev/mailbox/${mail.id}">HTML version</a></p>
<pre>${linkify(mail.text)}</pre>
</article>`,
      )
      .join('\n');
    res.set('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    res.type('html').send(`<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Local mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#111827}article{border:1px solid #d1d5db;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;font-family:inherit}.meta{color:#374151;font-size:.9rem}a{color:#1d4ed8}</style>
</head><body><h1>Local mailbox</h1><p>The newest e-mail the platform wrote (no SMTP server is configured, so none left this machine).</p>
${items || '<p>No e-mail yet.</p>'}</body></html>`);
  }

  @Get(':id')
  async one(@Req() req: Request, @Res() res: Response, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    const mail = (await this.emails(req)).find((m) => m.id === id);
    if (!mail) throw new NotFoundException('No such e-mail in the mailbox');
    res.set({ 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:", 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
    res.type('html').send(mail.html);
  }

  private async emails(req: Request): Promise<MailboxEmail[]> {
    if (!LOOPBACK.has(req.socket.remoteAddress ?? '') || !isLocalHostName(req)) throw new ForbiddenException('The local mailbox is only for this machine.');
    return (await this.notification.readMailbox()).emails;
  }
}
