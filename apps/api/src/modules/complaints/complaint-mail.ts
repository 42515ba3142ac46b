import type { Lang } from '@portal/contract/lang';
import { t } from '../../lib/i18n.ts';
import type { Mail } from '../../lib/mailer.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Acknowledgement of a report, in the language the customer wrote it in (plain text and simple HTML). */
export function complaintAcknowledgement(
  lang: Lang,
  to: string,
  name: string,
  reference: string,
  subject: string,
  reason: string,
  orderNo?: string,
): Mail {
  const say = (key: string, params: Record<string, string> = {}) => t(lang, key, { name, reference, ...params });
  const summary = [
    // An order is named by its number, so the customer's copy says which one was reported.
    say('mailComplaintAbout', { subject: orderNo ? `${t(lang, `complaintSubject_${subject}`)} ${orderNo}` : t(lang, `complaintSubject_${subject}`) }),
    say('mailComplaintReason', { reason: t(lang, `complaintReason_${reason}`) }),
  ];
  const paragraphs = [say('mailGreeting'), say('mailComplaintBody')];
  const tail = [say('mailComplaintNext'), say('mailSignature')];
  const text = [...paragraphs, summary.join('\n'), ...tail].join('\n\n');
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const p = (s: string) => `<p>${escapeHtml(s)}</p>`;
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(say('mailComplaintSubject'))}</title></head>
<body style="font-family: Arial, Tahoma, sans-serif; line-height: 1.5; color: #1f2933;">
${paragraphs.map(p).join('\n')}
<p>${summary.map(escapeHtml).join('<br>')}</p>
${tail.map(p).join('\n')}
</body></html>`;
  return { to, subject: say('mailComplaintSubject'), text, html };
}
