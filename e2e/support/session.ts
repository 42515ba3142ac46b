import type { APIRequestContext, BrowserContext } from '@playwright/test';
import type { Lang } from './locale.ts';

/** The cookie the API sets at login (apps/api/src/lib/session-cookie.ts). */
export const SESSION_COOKIE = 'khidmat_session';

/**
 * Signs in through the API and puts the session where the web app keeps it, in the chosen language: the token in
 * the browser's HttpOnly cookie (as the login answer sets it), the user summary in localStorage. Returns the token
 * for API calls made with Bearer.
 */
export async function signIn(request: APIRequestContext, context: BrowserContext, email: string, password: string, lang: Lang) {
  const res = await request.post('/api/customer/login', { data: { email, password, deviceType: 'W' } });
  const data = (await res.json()).data;
  if (!data?.authToken) throw new Error(`login failed for ${email}: ${await res.text()}`);
  const { hostname } = new URL(res.url());
  await context.addCookies([{ name: SESSION_COOKIE, value: data.authToken, domain: hostname, path: '/api', httpOnly: true, sameSite: 'Lax', secure: false }]);
  const { authToken: _token, ...user } = data;
  await context.addInitScript(
    ([l, summary]) => {
      if (localStorage.getItem('langInitialised')) return;
      localStorage.setItem('lang', l);
      localStorage.setItem('langInitialised', '1');
      localStorage.setItem('customerUser', JSON.stringify(summary));
    },
    [lang, user] as const,
  );
  return data.authToken as string;
}

export async function operatorToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/operator/login', { data: { email: 'operator@demo.jo', password: 'Demo@12345' } });
  const token = (await res.json()).data?.authToken;
  if (!token) throw new Error(`operator login failed: ${await res.text()}`);
  return token;
}

/** A visitor whose language is already chosen (so the first visit does not switch to Arabic by itself). */
export async function useLanguage(context: BrowserContext, lang: Lang) {
  await context.addInitScript((l) => {
    if (!localStorage.getItem('langInitialised')) {
      localStorage.setItem('lang', l);
      localStorage.setItem('langInitialised', '1');
    }
  }, lang);
}
