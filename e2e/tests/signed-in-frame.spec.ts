import { expect, test } from '@playwright/test';
import { demoProviders } from '@portal/db/seed-data/demo-providers';
import { addNotification, closeFixtures, createCustomer } from '../support/fixtures.ts';
import { texts, type Lang } from '../support/locale.ts';
import { operatorToken, signIn } from '../support/session.ts';

test.afterAll(closeFixtures);

const langs: Lang[] = ['ar', 'en'];

for (const lang of langs) {
  test.describe(`signed-in frame (${lang})`, () => {
    test('a notification from a server-side event arrives, is counted, opens and is marked read; an order event navigates', async ({
      page,
      context,
      request,
    }) => {
      const t = texts(lang);
      const customer = await createCustomer({ email: `frame-${lang}-${Date.now()}@example.jo`, lang });
      await signIn(request, context, customer.email, customer.password, lang);
      await page.goto('/home');
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      const bell = page.getByRole('button', { name: t('notifications:bell'), exact: true });
      await expect(bell).toBeVisible();

      // The operator sends a message: the server writes it and the 10 s poll brings it in.
      const op = await operatorToken(request);
      const sent = await request.post('/api/operator/notifications/send', {
        headers: { authorization: `Bearer ${op}` },
        data: {
          accountId: customer.id,
          title: { en: 'Welcome aboard', ar: 'أهلًا بك معنا', fr: 'Bienvenue' },
          body: { en: 'Your account is ready.', ar: 'حسابك جاهز.', fr: 'Votre compte est prêt.' },
        },
      });
      expect(sent.ok()).toBe(true);
      const oneUnread = page.getByRole('button', { name: t('notifications:bellUnread').replace('{{count}}', '1') });
      await expect(oneUnread).toBeVisible({ timeout: 15_000 });

      // An order event too (written as the server writes it: the row and the list version together).
      await addNotification(customer.id, {
        type: 'T',
        event: 'APRD',
        serviceId: 4242,
        title: 'Order approved',
        body: 'Your provider confirmed the appointment.',
      });
      const twoUnread = page.getByRole('button', { name: t('notifications:bellUnread').replace('{{count}}', '2') });
      await expect(twoUnread).toBeVisible({ timeout: 15_000 });
      // Direct award news lights the My Orders dot.
      await expect(page.getByRole('link', { name: new RegExp(t('nav.myOrders')) }).first()).toBeVisible();

      // The plain message opens its body in a modal and becomes read.
      await twoUnread.click();
      const message = lang === 'ar' ? 'أهلًا بك معنا' : 'Welcome aboard';
      await page
        .getByRole('list', { name: t('notifications:title') })
        .getByText(message)
        .click();
      await expect(page.getByRole('dialog', { name: message })).toBeVisible();
      await expect(
        page.getByRole('dialog', { name: message }).getByText(lang === 'ar' ? 'حسابك جاهز.' : 'Your account is ready.'),
      ).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(oneUnread).toBeVisible();

      // The order event navigates by the table of spec §4.3 and is marked read.
      await oneUnread.click();
      await page
        .getByRole('list', { name: t('notifications:title') })
        .getByText('Order approved')
        .click();
      await expect(page).toHaveURL(/\/direct-award-reply\?serviceId=4242$/);
      await expect(page.getByRole('button', { name: t('notifications:bell'), exact: true })).toBeVisible();
      // The page's own cookie jar: the same session as the page, with no token in page script.
      const list = await page.request.get('/api/homepage/notification/get');
      expect((await list.json()).data.unreadNotifications).toBe(0);
    });

    test('a second tab of the same browser makes the first one show the other-window alert', async ({ page, context, request }) => {
      const t = texts(lang);
      const customer = await createCustomer({ email: `tabs-${lang}-${Date.now()}@example.jo`, lang });
      await signIn(request, context, customer.email, customer.password, lang);
      // The frame (a lazy chunk) listens for other tabs once it is up: the first tab's must be, or the second
      // tab's claim goes unheard and the first tab's later claim displaces the second instead.
      const bell = (p: typeof page) => p.getByRole('button', { name: t('notifications:bell'), exact: true });
      await page.goto('/home');
      await expect(bell(page)).toBeVisible();
      await expect(page.getByText(t('tabGuard.message'))).toHaveCount(0);
      const second = await context.newPage();
      await second.goto('/home');
      await expect(bell(second)).toBeVisible();
      await expect(page.getByText(t('tabGuard.message'))).toBeVisible();
      await expect(second.getByText(t('tabGuard.message'))).toHaveCount(0);
      // "Use here" takes the portal back to the first tab.
      await page.getByRole('button', { name: t('tabGuard.useHere') }).click();
      await expect(second.getByText(t('tabGuard.message'))).toBeVisible();
      await expect(page.getByText(t('tabGuard.message'))).toHaveCount(0);
    });

    test('the express picker goes on when a provider is available, and shows the no-provider dialog when none is', async ({
      page,
      context,
      request,
      browser,
    }) => {
      const t = texts(lang);
      const amman = await createCustomer({ email: `picker-${lang}-${Date.now()}@example.jo`, lang });
      await signIn(request, context, amman.email, amman.password, lang);
      await page.goto('/express');
      await page
        .getByRole('button', { name: new RegExp(lang === 'ar' ? 'الصيانة' : 'Maintenance') })
        .first()
        .click();
      await page
        .getByRole('button', { name: new RegExp(lang === 'ar' ? 'السباكة' : 'Plumbing') })
        .first()
        .click();
      await expect(page).toHaveURL(/\/express-details\?categoryId=\d+&subcategoryId=\d+/);

      // A customer in Ma'an: no featured provider within 20 km.
      const farContext = await browser.newContext();
      const far = await farContext.newPage();
      const maan = await createCustomer({
        email: `far-${lang}-${Date.now()}@example.jo`,
        lang,
        latitude: 30.1962,
        longitude: 35.7341,
        city: "Ma'an",
        area: "Ma'an",
      });
      await signIn(far.request, farContext, maan.email, maan.password, lang);
      await far.goto('/express');
      await far
        .getByRole('button', { name: new RegExp(lang === 'ar' ? 'الصيانة' : 'Maintenance') })
        .first()
        .click();
      await far
        .getByRole('button', { name: new RegExp(lang === 'ar' ? 'السباكة' : 'Plumbing') })
        .first()
        .click();
      const dialog = far.getByRole('dialog', { name: t('provider:noProvider.title') });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('link', { name: new RegExp(t('provider:noProvider.call')) })).toHaveAttribute('href', /^tel:/);
      await expect(far).toHaveURL(/\/express$|\/express\?/);
      await farContext.close();
    });

    test('the provider profile modal shows the profile and loads more reviews', async ({ page, context, request }) => {
      const t = texts(lang);
      const customer = await createCustomer({ email: `profile-${lang}-${Date.now()}@example.jo`, lang });
      await signIn(request, context, customer.email, customer.password, lang);
      await page.goto('/home');
      // provider1, golden and certified (the slider's order moves with ratings and other specs' orders).
      const name = demoProviders.find((p) => p.email === 'provider1@demo.jo')!.name[lang];
      const card = page.getByRole('button', { name: t('provider:openProfile').replace('{{name}}', name) }).first();
      await card.click();
      const modal = page.getByRole('dialog', { name: t('provider:profileTitle') });
      await expect(modal).toBeVisible();
      await expect(modal.getByText(t('provider:golden')).first()).toBeVisible();
      await expect(modal.getByText(t('provider:certified')).first()).toBeVisible();
      await expect(modal.getByText(t('provider:customerReviews'))).toBeVisible();
      const reviews = modal.getByRole('list', { name: t('provider:customerReviews') }).getByRole('listitem');
      await expect(reviews).toHaveCount(5);
      await modal.getByRole('button', { name: t('provider:loadMore') }).click();
      await expect.poll(() => reviews.count()).toBeGreaterThan(5);
    });
  });
}
