import type { Lang } from '@portal/contract/lang';
import { t } from '../../lib/i18n.ts';
import type { Mail } from '../../lib/mailer.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(lang: Lang, subject: string, paragraphs: string[], button?: { label: string; href: string }, tail: string[] = []): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const p = (s: string) => `<p>${escapeHtml(s).replace(/\n/g, '<br>')}</p>`;
  const href = button ? escapeHtml(button.href) : '';
  const action = button
    ? `<p><a href="${href}" style="display: inline-block; padding: 10px 18px; background: #1c7ed6; color: #ffffff; text-decoration: none; border-radius: 6px;">${escapeHtml(button.label)}</a></p>
<p style="font-size: 13px;">${escapeHtml(t(lang, 'mailLinkFallback'))}<br><a href="${href}" dir="ltr">${href}</a></p>`
    : '';
  return `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, Tahoma, sans-serif; line-height: 1.5; color: #1f2933;">
${paragraphs.map(p).join('\n')}
${action}
${tail.map(p).join('\n')}
</body></html>`;
}

/** A new provider's invitation: a single-use link to the provider app's page that sets the password. */
export function providerInvitationMail(lang: Lang, to: string, name: string, link: string): Mail {
  const say = (key: string) => t(lang, key, { name });
  const subject = say('mailInviteSubject');
  const paragraphs = [say('mailGreeting'), say('mailInviteBody')];
  const tail = [say('mailInviteExpiry'), say('mailSignature')];
  const text = [...paragraphs, `${say('mailInviteButton')}: ${link}`, ...tail].join('\n\n');
  return { to, subject, text, html: page(lang, subject, paragraphs, { label: say('mailInviteButton'), href: link }, tail) };
}

/** An operator's answer to a customer's report, in the customer's language, quoting the report's reference. */
export function complaintReplyMail(lang: Lang, to: string, name: string, reference: string, body: string, closed: boolean): Mail {
  const say = (key: string) => t(lang, key, { name, reference });
  const subject = say('mailComplaintReplySubject');
  const paragraphs = [say('mailGreeting'), say('mailComplaintReplyIntro'), body];
  const tail = [say(closed ? 'mailComplaintReplyClosed' : 'mailComplaintReplyOpen'), say('mailSignature')];
  const text = [...paragraphs, ...tail].join('\n\n');
  return { to, subject, text, html: page(lang, subject, paragraphs, undefined, tail) };
}
