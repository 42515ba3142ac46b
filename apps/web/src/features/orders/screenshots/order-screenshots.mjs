// Screenshots of the order pages in English and Arabic, phone and desktop, with the order calls answered
// from sample-orders.mjs (the rest of the frame talks to a real API signed in as the demo customer):
//   node apps/web/src/features/orders/screenshots/order-screenshots.mjs http://localhost:8341 [outDir]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { byId, fileSvg, lists } from './sample-orders.mjs';

const [base = 'http://localhost:8080', outDir = '.test-data/screens/orders'] = process.argv.slice(2);
const out = path.resolve(outDir);
mkdirSync(out, { recursive: true });

const PAGES = [
  ['my-orders', '/my-orders'],
  ['my-orders-direct', '/my-orders?serviceId=206'],
  ['track-contact', '/direct-award-reply?serviceId=205'],
  ['track-finished', '/direct-award-reply?serviceId=206'],
  ['track-express-waiting', '/express-reply?expressId=101'],
  ['estimation', '/estimation?serviceId=207&type=T'],
  ['payment', '/payment?serviceId=103&type=E'],
  ['service-review', '/service-review?serviceId=206&type=T'],
  ['service-review-done', '/service-review?serviceId=210&type=T'],
];
const only = process.env.ONLY?.split(',');

const envelope = (data) => ({
  status: 200,
  contentType: 'application/json',
  body: JSON.stringify({ error: false, message: 'Success', data, status: 200 }),
});
const notFound = {
  status: 404,
  contentType: 'application/json',
  body: JSON.stringify({ error: true, message: 'Not found', data: null, status: 404 }),
};

async function intercept(page) {
  await page.route(
    /\/api\/(v3\/service\/talzeem\/request\/active\/get|customer\/service\/express\/request\/get)(\/\d+)?(\?|$)/,
    (route) => {
      const url = new URL(route.request().url());
      const one = url.pathname.match(/\/get\/(\d+)$/);
      if (one) return route.fulfill(byId(one[1]) ? envelope(byId(one[1])) : notFound);
      const type = url.pathname.includes('talzeem') ? 'T' : 'E';
      return route.fulfill(envelope(lists(type, url.searchParams.get('forActive'))));
    },
  );
  await page.route(/\/api\/service\/talzeem\/request\/get\?/, (route) => {
    const o = byId(new URL(route.request().url()).searchParams.get('serviceId'));
    return route.fulfill(o ? envelope(o) : notFound);
  });
  await page.route(/\/api\/files\/\d+$/, (route) => {
    const id = Number(route.request().url().split('/').pop());
    return route.fulfill({ status: 200, contentType: 'image/svg+xml', body: fileSvg(id) });
  });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const login = await fetch(`${base}/api/customer/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'customer@demo.jo', password: 'Demo@12345', deviceType: 'W' }),
});
const session = (await login.json()).data;

for (const lang of ['en', 'ar']) {
  for (const [size, viewport] of [
    ['desktop', { width: 1366, height: 768 }],
    ['phone', { width: 390, height: 844 }],
  ]) {
    const context = await browser.newContext({ viewport });
    await context.addInitScript(
      ([l, s]) => {
        localStorage.setItem('lang', l);
        localStorage.setItem('langInitialised', '1');
        localStorage.setItem('customerToken', s.authToken);
        localStorage.setItem('customerUser', JSON.stringify(s));
      },
      [lang, session],
    );
    const page = await context.newPage();
    await intercept(page);
    for (const [name, p] of PAGES) {
      if (only && !only.includes(name)) continue;
      await page.goto(base + p, { waitUntil: 'networkidle' });
      await page.waitForTimeout(900);
      const file = path.join(out, `${name}-${lang}-${size}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
