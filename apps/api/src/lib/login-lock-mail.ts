import type { Lang } from '@portal/contract/lang';
import { t } from './i18n.ts';
import type { Mail } from './mailer.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The time the lock ends, as the owner reads a clock in Jordan. */
function ammanTime(lang: Lang, at: Date): string {
  return new Intl.DateTimeFormat(`${lang}-JO`, { timeZone: 'Asia/Amman', dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

/** Tells an account's owner that failed logins paused sign-in, in the account's language. */
export function loginLockMail(lang: Lang, to: string, lockedUntil: Date): Mail {
  const say = (key: string) => t(lang, key, { time: ammanTime(lang, lockedUntil) });
  const paragraphs = [say('mailLoginLockedBody'), say('mailLoginLockedAdvice'), say('mailSignature')];
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(say('mailLoginLockedSubject'))}</title></head>
<body style="font-family: Arial, Tahoma, sans-serif; line-height: 1.5; color: #1f2933;">
${paragraphs.map((s) => `<p>${escapeHtml(s)}</p>`).join('\n')}
</body></html>`;
  return { to, subject: say('mailLoginLockedSubject'), text: paragraphs.join('\n\n'), html };
}
