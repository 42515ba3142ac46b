import type { Lang } from '@portal/contract/lang';
import { t } from '../../lib/i18n.ts';
import type { Mail } from '../../lib/mailer.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

type Kind = 'verify' | 'reset';
const KEYS: Record<Kind, { subject: string; body: string; button: string; expiry: string }> = {
  verify: { subject: 'mailVerifySubject', body: 'mailVerifyBody', button: 'mailVerifyButton', expiry: 'mailVerifyExpiry' },
  reset: { subject: 'mailResetSubject', body: 'mailResetBody', button: 'mailResetButton', expiry: 'mailResetExpiry' },
};

/** A mail with one link, in the reader's language: plain text plus simple HTML (right-to-left in Arabic). */
export function linkMail(kind: Kind, lang: Lang, to: string, name: string, link: string): Mail {
  const k = KEYS[kind];
  const say = (key: string) => t(lang, key, { name });
  const paragraphs = [say('mailGreeting'), say(k.body)];
  const tail = [say(k.expiry), say('mailIgnore')];
  const text = [...paragraphs, `${say(k.button)}: ${link}`, ...tail, say('mailSignature')].join('\n\n');
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const p = (s: string) => `<p>${escapeHtml(s)}</p>`;
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(say(k.subject))}</title></head>
<body style="font-family: Arial, Tahoma, sans-serif; line-height: 1.5; color: #1f2933;">
${paragraphs.map(p).join('\n')}
<p><a href="${href}" style="display: inline-block; padding: 10px 18px; background: #1c7ed6; color: #ffffff; text-decoration: none; border-radius: 6px;">${escapeHtml(say(k.button))}</a></p>
<p style="font-size: 13px;">${escapeHtml(say('mailLinkFallback'))}<br><a href="${href}" dir="ltr">${href}</a></p>
${tail.map(p).join('\n')}
${p(say('mailSignature'))}
</body></html>`;
  return { to, subject: say(k.subject), text, html };
}

/**
 * To the owner of an address someone tried to sign up with: if it was them, log in or reset the password
 * (the log-in link opens the log in with the address filled; "Forgot password" is one click from there).
 */
export function signupAttemptMail(lang: Lang, to: string, name: string, loginLink: string): Mail {
  const say = (key: string) => t(lang, key, { name });
  const paragraphs = [say('mailGreeting'), say('mailSignupAttemptBody'), say('mailSignupAttemptAdvice')];
  const tail = [say('mailSignupAttemptIgnore'), say('mailSignature')];
  const text = [...paragraphs, `${say('mailSignupAttemptButton')}: ${loginLink}`, ...tail].join('\n\n');
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const p = (s: string) => `<p>${escapeHtml(s)}</p>`;
  const href = escapeHtml(loginLink);
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(say('mailSignupAttemptSubject'))}</title></head>
<body style="font-family: Arial, Tahoma, sans-serif; line-height: 1.5; color: #1f2933;">
${paragraphs.map(p).join('\n')}
<p><a href="${href}" style="display: inline-block; padding: 10px 18px; background: #1c7ed6; color: #ffffff; text-decoration: none; border-radius: 6px;">${escapeHtml(say('mailSignupAttemptButton'))}</a></p>
<p style="font-size: 13px;">${escapeHtml(say('mailLinkFallback'))}<br><a href="${href}" dir="ltr">${href}</a></p>
${tail.map(p).join('\n')}
</body></html>`;
  return { to, subject: say('mailSignupAttemptSubject'), text, html };
}
