// `npm run lighthouse` (issue 7.2): Lighthouse's mobile performance audit of /landing and of /home signed in,
// in Debian's Chromium, against a started portal; records the scores in docs/performance.md.
//
//   PORTAL_URL=http://…   audit that running portal (with the demo data) instead of starting one
//   LIGHTHOUSE_RUNS=3     runs per page (the median score is kept; the machine is shared and scores vary)
//   CHROME_PATH=/usr/bin/chromium
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { machine, updateSection } from './performance-doc.mjs';
import { root, startPortal, stopChild } from './portal-process.mjs';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  if (!existsSync(CHROME)) throw new Error(`${CHROME} is missing: apt-get install -y chromium`);
  let portal = null;
  let work = null;
  let base = process.env.PORTAL_URL;
  if (!base) {
    if (!existsSync(path.join(root, 'apps/api/dist/server.js')) || !existsSync(path.join(root, 'apps/web/dist/index.html'))) {
      throw new Error('the portal is not built: npm run build');
    }
    work = mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-'));
    chmodSync(work, 0o755); // the embedded PostgreSQL's user must reach its folder
    console.log('Starting a portal with the demo data…');
    portal = await startPortal(
      { DATA_DIR: path.join(work, 'data'), DEMO: '1', DEMO_BOT: '0', LOG_LEVEL: 'warn' },
      path.join(work, 'server.log'),
    );
    base = portal.base;
  }

  const browser = await puppeteer.launch({
    executablePath: CHROME,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    // The demo customer signed in: its token becomes the session cookie, its summary what the web keeps (lib/session.ts).
    const login = await fetch(`${base}/api/customer/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: 'en' },
      body: JSON.stringify({ email: 'customer@demo.jo', password: 'Demo@12345', deviceType: 'W' }),
    });
    const session = (await login.json()).data;
    if (!session?.authToken) throw new Error(`demo customer login failed (${login.status}): is the portal running with DEMO=1?`);

    const pages = [
      { path: '/landing', signedIn: false },
      { path: '/home', signedIn: true },
    ];
    /** One Lighthouse run of a page as a first visit (HTTP cache cleared); signed in through the session cookie. */
    const measure = async (p) => {
      const page = await browser.newPage();
      await page.goto(`${base}/favicon.svg`);
      await page.evaluate(
        (signedIn, s) => {
          localStorage.clear();
          localStorage.setItem('lang', 'en');
          localStorage.setItem('langInitialised', '1');
          // The web keeps only a summary of the signed-in customer; the session is the HttpOnly cookie below.
          if (signedIn) localStorage.setItem('customerUser', JSON.stringify(s));
        },
        p.signedIn,
        session,
      );
      if (p.signedIn) await page.setCookie({ name: 'khidmat_session', value: session.authToken, url: `${base}/api`, path: '/api', httpOnly: true, sameSite: 'Lax' });
      try {
        const { lhr } = await lighthouse(
          `${base}${p.path}`,
          { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true, formFactor: 'mobile' },
          undefined,
          page,
        );
        return lhr;
      } finally {
        await page.close();
      }
    };
    const results = [];
    for (const p of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        // Lighthouse itself sometimes fails to record a trace (NO_NAVSTART and kin): such a run is tried again,
        // up to three times, rather than ending the measurement; a page that really fails still stops it.
        let lhr;
        for (let attempt = 1; ; attempt++) {
          lhr = await measure(p);
          if (!lhr.runtimeError) break;
          if (attempt >= 3) throw new Error(`${p.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message} (3 attempts)`);
          console.log(`  ${p.path} run ${i + 1}: Lighthouse could not record it (${lhr.runtimeError.code}); again`);
        }
        const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
        if (!lhr.finalDisplayedUrl.endsWith(p.path)) throw new Error(`${p.path} ended on ${lhr.finalDisplayedUrl}`);
        console.log(`  ${p.path} run ${i + 1}: ${score}`);
        runs.push({ score, lhr });
      }
      const kept = runs.find((r) => r.score === median(runs.map((x) => x.score)));
      // What Lighthouse flags besides the metrics themselves (insights and diagnostics scoring under 0.9).
      const metricIds = new Set([...METRICS.map(([id]) => id), 'interactive', 'max-potential-fid']);
      const opportunities = Object.values(kept.lhr.audits)
        .filter(
          (a) =>
            !metricIds.has(a.id) &&
            a.score !== null &&
            a.score < 0.9 &&
            ['numeric', 'binary', 'metricSavings'].includes(a.scoreDisplayMode),
        )
        .map((a) => `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      // The whole report of the kept run, for a closer look (Lighthouse's viewer opens it).
      writeFileSync(path.join(os.tmpdir(), `lighthouse${p.path.replace(/\//g, '-')}.json`), JSON.stringify(kept.lhr));
      results.push({ ...p, scores: runs.map((r) => r.score), score: kept.score, lhr: kept.lhr, opportunities });
      console.log(`${p.path}: ${kept.score} (runs ${runs.map((r) => r.score).join(', ')})`);
    }

    const info = machine();
    const lines = [
      `Last run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, \`npm run lighthouse\`: Lighthouse ${results[0].lhr.lighthouseVersion}, mobile (emulated phone, simulated slow 4G and 4x CPU slowdown), performance only, in ${results[0].lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'} (Debian), against a portal with the demo data on ${info.nproc} shared CPUs (load average ${info.load} at the start; other work ran beside it). Median of ${RUNS} runs per page; target 90.`,
      '',
      `| Page | score | runs | ${METRICS.map(([, short]) => short).join(' | ')} | Lighthouse still points at |`,
      `|---|---:|---|${METRICS.map(() => '---:').join('|')}|---|`,
      ...results.map(
        (r) =>
          `| ${r.path}${r.signedIn ? ' (signed in)' : ''} | **${r.score}** | ${r.scores.join(', ')} | ${METRICS.map(([id]) => r.lhr.audits[id]?.displayValue ?? '-').join(' | ')} | ${r.opportunities.join('; ') || 'nothing'} |`,
      ),
    ];
    updateSection('lighthouse', lines.join('\n'));
    console.log('Scores written to docs/performance.md');
  } finally {
    await browser.close();
    if (portal) await stopChild(portal.child);
    if (work) rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
