import type { Lang } from '@portal/contract/lang';
import { t } from '../../lib/i18n.ts';
import type { Mail } from '../../lib/mailer.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Spec §1: the customer hears of a suspension by e-mail, in their language, with a link to the portal (its landing:
 * a suspended account cannot sign in, so no deeper page would open). Not subject to the order-mail preference.
 */
export function suspensionMail(lang: Lang, to: string, name: string, link: string): Mail {
  const say = (key: string) => t(lang, key, { name });
  const paragraphs = [say('mailGreeting'), say('mailAccountSuspendedBody'), say('mailAccountSuspendedContact')];
  const text = [...paragraphs, `${say('mailAccountSuspendedButton')}: ${link}`, say('mailSignature')].join('\n\n');
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const p = (s: string) => `<p>${escapeHtml(s)}</p>`;
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(say('mailAccountSuspendedSubject'))}</title></head>
<body style="font-family: Arial, Tahoma, sans-serif; line-height: 1.5; color: #1f2933;">
${paragraphs.map(p).join('\n')}
<p><a href="${href}" dir="ltr">${escapeHtml(say('mailAccountSuspendedButton'))}</a></p>
${p(say('mailSignature'))}
</body></html>`;
  return { to, subject: say('mailAccountSuspendedSubject'), text, html };
}
