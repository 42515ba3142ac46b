// Screenshots of pages in each language and size, to look at RTL and layout by eye:
//   node scripts/screenshots.mjs [baseUrl] [path ...]     (default http://localhost:8080 /landing)
// Set LOGIN=email:password to sign in first (through the API) for signed-in pages.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [base = 'http://localhost:8080', ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ['/landing'];
const out = path.resolve('.test-data/screens');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
let session = null;
if (process.env.LOGIN) {
  const [email, password] = process.env.LOGIN.split(':');
  const res = await fetch(`${base}/api/customer/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password, deviceType: 'W' }) });
  session = (await res.json()).data;
}
for (const lang of ['en', 'ar']) {
  for (const [size, viewport] of [['desktop', { width: 1366, height: 768 }], ['phone', { width: 390, height: 844 }]]) {
    const context = await browser.newContext({ viewport });
    await context.addInitScript(([l, s]) => {
      localStorage.setItem('lang', l);
      localStorage.setItem('langInitialised', '1');
      if (s) {
        localStorage.setItem('customerToken', s.authToken);
        localStorage.setItem('customerUser', JSON.stringify(s));
      }
    }, [lang, session]);
    const page = await context.newPage();
    for (const p of pages) {
      await page.goto(base + p, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const file = path.join(out, `${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}-${lang}-${size}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
