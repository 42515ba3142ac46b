import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { closeFixtures, createCustomer } from '../support/fixtures.ts';
import { freePort } from '../support/free-port.ts';
import { texts, type Lang } from '../support/locale.ts';
import { SESSION_COOKIE, signIn, useLanguage } from '../support/session.ts';

test.afterAll(closeFixtures);

/**
 * A page of another origin on the same host (another port): the same site for the browser, so the SameSite=Lax cookie
 * goes along with its form POST, and only the server's origin check stands between it and the session.
 */
async function foreignPage(html: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const port = await freePort();
  const server: Server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://localhost:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test.describe('the session in the browser', () => {
  test('after a login in the page the token is only in an HttpOnly cookie, never in localStorage or page script', async ({ page, context }) => {
    const t = texts('en');
    const customer = await createCustomer({ email: `cookie-${Date.now()}@example.jo`, lang: 'en' });
    await useLanguage(context, 'en');
    await page.goto('/landing?is-login=true');
    const login = page.getByRole('dialog', { name: t('auth:login.title') });
    await login.getByRole('textbox', { name: t('auth:fields.email'), exact: true }).fill(customer.email);
    await login.getByRole('textbox', { name: t('auth:fields.password'), exact: true }).fill(customer.password);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/customer/login'));
    await login.getByRole('button', { name: t('auth:login.submit') }).click();
    const token = (await (await answer).json()).data.authToken as string;
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('button', { name: t('notifications:bell'), exact: true })).toBeVisible();

    const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax', path: '/api' });
    const storage = await page.evaluate(() => Object.entries(localStorage));
    expect(storage.map(([k]) => k)).not.toContain('customerToken');
    expect(storage.some(([, v]) => v.includes(token))).toBe(false);
    expect(await page.evaluate(() => document.cookie)).not.toContain(token);

    // Logging out ends the session on the server and drops the cookie.
    await page.request.post('/api/customer/logout', { headers: { origin: new URL(page.url()).origin } });
    expect((await context.cookies()).find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  test('a form of another origin posting with the session cookie is refused and changes nothing', async ({ page, context, request, baseURL }) => {
    const t = texts('en');
    const customer = await createCustomer({ email: `csrf-${Date.now()}@example.jo`, lang: 'en' });
    await signIn(request, context, customer.email, customer.password, 'en');
    const foreign = await foreignPage(`<!doctype html><title>Win a prize</title>
      <form method="post" enctype="multipart/form-data" action="${baseURL}/api/customer/change-password">
        <input name="oldPassword" value="${customer.password}"><input name="newPassword" value="Stolen#Pass1">
        <input name="confirmPassword" value="Stolen#Pass1"><button>Claim</button>
      </form>`);
    try {
      await page.goto(foreign.origin);
      const refused = page.waitForResponse((r) => r.url().endsWith('/api/customer/change-password'));
      await page.getByRole('button', { name: 'Claim' }).click();
      const res = await refused;
      expect(res.request().headers().cookie ?? (await res.request().allHeaders()).cookie).toContain(SESSION_COOKIE);
      expect(res.status()).toBe(403);
      expect((await res.json()).message).toBe('This request did not come from the portal\'s own pages and was refused');
    } finally {
      await foreign.close();
    }
    // Nothing changed: the old password still signs in, and the session still works.
    expect((await request.post('/api/customer/login', { data: { email: customer.email, password: customer.password } })).status()).toBe(200);
    await page.goto('/home');
    await expect(page.getByRole('button', { name: t('notifications:bell'), exact: true })).toBeVisible();
  });
});

for (const lang of ['en', 'ar'] as Lang[]) {
  test.describe(`change password in the profile (${lang})`, () => {
    test('a wrong old password is refused on its field; a good change keeps this session and ends the others', async ({ page, context, request }) => {
      const t = texts(lang);
      const customer = await createCustomer({ email: `change-${lang}-${Date.now()}@example.jo`, lang });
      await signIn(request, context, customer.email, customer.password, lang);
      const otherToken = (await (await request.post('/api/customer/login', { data: { email: customer.email, password: customer.password } })).json()).data
        .authToken as string;
      await page.goto('/profile');
      // The profile route is the heaviest lazy chunk (map, crop): on a loaded machine it takes a while.
      const open = page.getByRole('button', { name: t('profile:password.open') });
      await expect(open).toBeVisible({ timeout: 30_000 });
      await open.click();
      const form = page.getByRole('form', { name: t('profile:password.title') });
      await expect(form).toBeVisible();
      const old = form.getByRole('textbox', { name: t('profile:password.old'), exact: true });
      const fresh = form.getByRole('textbox', { name: t('profile:password.new'), exact: true });
      const confirm = form.getByRole('textbox', { name: t('profile:password.confirm'), exact: true });

      // The contract's rules in the form: the new password must differ from the old one.
      await old.fill(customer.password);
      await fresh.fill(customer.password);
      await confirm.fill(customer.password);
      await form.getByRole('button', { name: t('profile:password.submit') }).click();
      await expect(form.getByText(t('validation:passwordSameAsOld'))).toBeVisible();

      // The server's: the old password is wrong (translated, on its field).
      await old.fill('Wrong#Pass1');
      await fresh.fill('Changed#Pass1');
      await confirm.fill('Changed#Pass1');
      await form.getByRole('button', { name: t('profile:password.submit') }).click();
      await expect(form.getByText(lang === 'ar' ? 'كلمة المرور القديمة غير صحيحة' : 'The old password is incorrect')).toBeVisible();

      await old.fill(customer.password);
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/customer/change-password'));
      await form.getByRole('button', { name: t('profile:password.submit') }).click();
      expect((await answer).status()).toBe(200);
      // Done: the fields close again.
      await expect(form).toHaveCount(0);
      await expect(open).toBeVisible();
      // This session goes on; the other one ended; the new password signs in.
      await page.reload();
      await expect(page.getByRole('button', { name: t('profile:password.open') })).toBeVisible({ timeout: 30_000 });
      await expect(page).toHaveURL(/\/profile$/);
      expect((await request.get('/api/customer/profile/view', { headers: { authorization: `Bearer ${otherToken}` } })).status()).toBe(401);
      expect((await request.post('/api/customer/login', { data: { email: customer.email, password: 'Changed#Pass1' } })).status()).toBe(200);
    });
  });
}
