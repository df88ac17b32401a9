import { COMPANY, COMPANY_LEGAL_LINE } from '@comarketing/contracts';

/** What an e-mail says, before it is laid out as plain text and HTML. */
export interface EmailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** The one thing to do, as a button in HTML and a bare link in text. */
  action?: { label: string; url: string };
  /** Said after the action, e.g. how long a link lasts or what to do if it was not you. */
  afterword?: string[];
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * Lays an e-mail out twice, as plain text and as simple HTML (one column, inline styles, as mail
 * programs expect), with the product's name and postal address and, for mail an owner can turn
 * off, where to unsubscribe. Everything interpolated into the HTML is escaped.
 */
export function layOutEmail(content: EmailContent, options: { unsubscribeUrl?: string; settingsUrl: string; postalAddress: string }): RenderedEmail {
  const footer = [COMPANY.productName, options.postalAddress, COMPANY_LEGAL_LINE];
  const unsubscribe = options.unsubscribeUrl ? `Unsubscribe from these e-mails: ${options.unsubscribeUrl}` : `You get this e-mail because of your ${COMPANY.productName} account.`;
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.afterword ?? []).flatMap((p) => [p, '']),
    '--',
    ...footer,
    unsubscribe,
    `Choose what we e-mail you: ${options.settingsUrl}`,
  ].join('\n');

  const p = (body: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937">${body}</p>`;
  const small = (body: string) => `<p style="margin:0 0 8px;font-size:13px;line-height:1.5;color:#4b5563">${body}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:#1d4ed8;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(content.action.label)}</a></p>${small(`Or paste this link into your browser: ${escapeHtml(content.action.url)}`)}`
    : '';
  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">
<div style="max-width:560px;margin:0 auto;padding:32px;background:#ffffff;border-radius:8px">
<p style="margin:0 0 24px;font-size:18px;font-weight:700;color:#1d4ed8">${escapeHtml(COMPANY.productName)}</p>
${p(escapeHtml(content.greeting))}
${content.paragraphs.map((x) => p(escapeHtml(x))).join('\n')}
${button}
${(content.afterword ?? []).map((x) => small(escapeHtml(x))).join('\n')}
<hr style="margin:24px 0;border:0;border-top:1px solid #e5e7eb">
${footer.map((x) => small(escapeHtml(x))).join('\n')}
${small(options.unsubscribeUrl ? `<a href="${escapeHtml(options.unsubscribeUrl)}" style="color:#1d4ed8">Unsubscribe from these e-mails</a>` : escapeHtml(unsubscribe))}
${small(`<a href="${escapeHtml(options.settingsUrl)}" style="color:#1d4ed8">Choose what we e-mail you</a>`)}
</div></body></html>`;
  return { subject: content.subject, text, html };
}
