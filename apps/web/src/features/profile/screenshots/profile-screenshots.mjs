// Screenshots of /profile in English and Arabic, phone and desktop. The profile calls of issue 6 are
// answered here (the API is written in parallel); the rest of the frame talks to a real API signed in
// as the demo customer:
//   node apps/web/src/features/profile/screenshots/profile-screenshots.mjs http://localhost:8421 [outDir]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [base = 'http://localhost:8080', outDir = '.test-data/screens/profile'] = process.argv.slice(2);
const out = path.resolve(outDir);
mkdirSync(out, { recursive: true });

const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="#1c7ed6"/><text x="100" y="125" font-size="80" text-anchor="middle" fill="#fff" font-family="sans-serif">HT</text></svg>`;

const profile = {
  name: 'Lina Haddad',
  companyName: 'Haddad Trading',
  email: 'customer@demo.jo',
  phoneNo: '791234567',
  countryCode: '+962',
  description: 'Wholesale of building supplies across Amman and Zarqa.',
  latitude: 31.9686,
  longitude: 35.9007,
  country: 'Jordan',
  city: 'Amman',
  area: 'Shmeisani',
  branchName: 'Head office',
  profilePhoto: null,
  isProfilepicUploaded: false,
  customerType: { id: 1, name: 'Commercial', arabicName: 'تجاري', frenchName: 'Commercial' },
  industry: [1, 2],
  attachments: [{ id: 11, fileName: 'commercial-registration.pdf', url: '/api/files/11', mime: 'application/pdf' }],
  isProfileCompleted: false,
  contactPosition: 'Operations manager',
  about: '',
  allowLocationAccess: false,
  marketingOptOut: true,
  subBranches: [
    {
      id: 7,
      name: 'Omar Saleh',
      email: 'zarqa@haddad.jo',
      branchName: 'Zarqa warehouse',
      phoneNo: '781112233',
      countryCode: '+962',
      area: 'Zarqa',
      city: 'Zarqa',
      country: 'Jordan',
      latitude: 32.0728,
      longitude: 36.088,
      deleted: false,
    },
  ],
  completion: {
    companyProfile: true,
    contactPerson: true,
    about: false,
    photo: false,
    mainAddress: true,
    branches: true,
    locationAccess: false,
  },
};

const envelope = (data) => ({
  status: 200,
  contentType: 'application/json',
  body: JSON.stringify({ error: false, message: 'Success', data, status: 200 }),
});

async function intercept(page) {
  await page.route(/\/api\/customer\/profile\/view(\?|$)/, (route) => route.fulfill(envelope(profile)));
  await page.route(/\/api\/files\/\d+$/, (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: logo }));
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const api = process.env.API_BASE ?? base;
const login = await fetch(`${api}/api/customer/login`, {
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
    await page.goto(`${base}/profile`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1200);
    const shot = async (name, fullPage = true) => {
      const file = path.join(out, `${name}-${lang}-${size}.png`);
      await page.screenshot({ path: file, fullPage });
      console.log(file);
    };
    await shot('profile');
    // An edit makes Save active; an emptied main area shows the spec's message on the field.
    await page.locator('input[name="area"]').fill('');
    await page.locator('textarea[name="about"]').fill('Family business since 1998.');
    await page.locator('button[type="submit"]').click();
    await page.waitForTimeout(600);
    await shot('profile-invalid', false);
    await page.locator('button[aria-label*="7"], button[aria-label*="Zarqa"], button[aria-label*="زرقاء"]').first().click();
    await page.waitForTimeout(1200);
    await shot('branch-modal', false);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(400);
    await page
      .locator('input[type="file"][accept*="svg"]')
      .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(logo) });
    await page.waitForTimeout(1200);
    await shot('crop-modal', false);
    await context.close();
  }
}
await browser.close();
