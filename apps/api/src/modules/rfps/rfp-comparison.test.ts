import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RfpComparison } from '@portal/contract/rfp-comparison';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { ARABIC, customerAt, PLACES } from '../../../test/kits/accounts-test-kit.ts';
import { DEMO_PROVIDERS, providerSession } from '../../../test/kits/provider-test-kit.ts';
import { answerAll, createRfp, nowSeconds, questionsFor, replyBody, sendReply } from '../../../test/kits/rfp-test-kit.ts';

let t: TestApp;
let me: Awaited<ReturnType<typeof customerAt>>;
let other: Awaited<ReturnType<typeof customerAt>>;
let rfpId: number;
let replyIds: number[];
let choiceQuestion: { id: number; ar: string; optionAr: string };
let questionCount: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  me = await customerAt(t, PLACES.khalda);
  other = await customerAt(t, PLACES.khalda);
  rfpId = await createRfp(t, me.headers);
  const q = await questionsFor(t, me.headers, 1, 1);
  const all = [...q.general, ...q.category];
  // Every reply answers the required questions (a reply must); the optional ones tell the proposals apart.
  const required = answerAll(all.filter((x) => x.isRequired));
  const text = all.find((x) => x.answerType === 'T' && !x.isRequired)!;
  const choice = all.find((x) => x.answerType === 'SC' && !x.isRequired)!;
  choiceQuestion = { id: choice.id, ar: choice.arQuestion, optionAr: choice.options[0]!.arValue };
  questionCount = all.filter((x) => x.isRequired).length + 2;
  const bodies = [
    replyBody(300, { sparePartFees: 20, expiryDate: nowSeconds() + 30 * 86_400, answers: [...required, { questionId: text.id, value: 'Forty schools' }, { questionId: choice.id, optionIds: [choice.options[0]!.id] }] }),
    replyBody(250, { sparePartFees: 90, expiryDate: nowSeconds() + 90 * 86_400, answers: [...required, { questionId: choice.id, optionIds: [choice.options[0]!.id] }] }),
    replyBody(280, { sparePartFees: 0, spareParts: '', isGuarantee: false, expiryDate: undefined, answers: required }),
  ];
  replyIds = [];
  for (const [i, body] of bodies.entries()) {
    const p = await providerSession(t, DEMO_PROVIDERS[i]!);
    const res = await sendReply(t, p.headers, rfpId, body);
    if (res.statusCode !== 200) throw new Error(res.body);
    replyIds.push(res.json().data.id as number);
  }
}, 120_000);
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string>, lang = 'en') => t.app.inject({ method: 'GET', url, headers: { ...headers, lang } });
const url = (kind: '' | '/csv' | '/pdf', ids = replyIds, rfp = rfpId) => `/api/service/rfp/customer/rfp/reply/compare${kind}?rfpId=${rfp}&replyIds=${ids.join(',')}`;

describe('comparing proposals', () => {
  it('gives the chosen proposals as columns, in the chosen order, with the best of each row marked', async () => {
    const res = await get(url('', [replyIds[2]!, replyIds[0]!, replyIds[1]!]), me.headers);
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json().data as RfpComparison;
    expect(c.rfp).toMatchObject({ id: rfpId, title: 'School summer works' });
    expect(c.proposals.map((p) => p.replyId)).toEqual([replyIds[2], replyIds[0], replyIds[1]]);
    const [third, first] = c.proposals;
    expect(first).toMatchObject({ price: 300, sparePartFees: 20, total: 320, paymentTerms: 'Half upfront, half on completion' });
    expect(third).toMatchObject({ price: 280, sparePartFees: 0, total: 280, guaranteeUntil: null });
    expect(first!.guaranteeUntil).not.toBeNull();
    for (const p of c.proposals) expect(p).toMatchObject({ rating: expect.any(Number), reviews: expect.any(Number), tasksDone: expect.any(Number), hasCar: expect.any(Boolean) });
    // Lowest price 250 (second), lowest total 280 (third), lowest fees 0 (third), longest guarantee (second).
    expect(c.best.price).toEqual([replyIds[1]]);
    expect(c.best.total).toEqual([replyIds[2]]);
    expect(c.best.sparePartFees).toEqual([replyIds[2]]);
    expect(c.best.guaranteeUntil).toEqual([replyIds[1]]);
    // Every question any of them answered is a row; an unanswered one is empty.
    expect(c.questions.length).toBe(questionCount);
    expect(third!.answers[String(choiceQuestion.id)]).toBe('');
    expect(Object.values(first!.answers)).toContain('Forty schools');
    expect(Object.values(third!.answers)).not.toContain('Forty schools');
  });

  it("answers in the page's language", async () => {
    const c = (await get(url(''), me.headers, 'ar')).json().data as RfpComparison;
    expect(c.questions.find((q) => q.questionId === choiceQuestion.id)!.text).toBe(choiceQuestion.ar);
    expect(c.proposals[0]!.answers[String(choiceQuestion.id)]).toBe(choiceQuestion.optionAr);
  });

  it('exports CSV with the same rows, in the language asked, the best values marked', async () => {
    const res = await get(url('/csv'), me.headers, 'ar');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="comparison-.+\.csv"/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parse(res.rawPayload.subarray(3).toString('utf8')) as string[][];
    expect(rows[0]![0]).toBe('مزوّد الخدمة');
    expect(rows[0]).toHaveLength(4);
    const price = rows.find((r) => r[0] === 'السعر')!;
    expect(price.slice(1)).toEqual(['300.000 د.أ', '250.000 د.أ (الأفضل)', '280.000 د.أ']);
    expect(rows.find((r) => r[0] === 'الإجمالي')![3]).toContain('(الأفضل)');
    expect(rows.length).toBe(1 + 11 + questionCount);
  });

  it('exports a PDF that opens, with the amounts and the Arabic title', async () => {
    for (const lang of ['ar', 'en'] as const) {
      const res = await get(url('/pdf'), me.headers, lang);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const pdf = await PDFDocument.load(res.rawPayload);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
      const dir = mkdtempSync(join(tmpdir(), 'compare-'));
      writeFileSync(join(dir, 'c.pdf'), res.rawPayload);
      let text: string;
      try {
        text = execFileSync('pdftotext', ['-layout', join(dir, 'c.pdf'), '-'], { encoding: 'utf8' });
      } catch {
        continue; // poppler is not everywhere; the amounts are checked where it is
      }
      for (const amount of ['300.000', '250.000', '280.000', '320.000']) expect(text).toContain(amount);
      if (lang === 'en') expect(text).toContain('Proposals compared');
    }
  });

  it('refuses bad choices with a translated 400, and another customer, or a reply of another RFP, finds nothing', async () => {
    const one = await get(url('', [replyIds[0]!]), me.headers, 'ar');
    expect(one.statusCode).toBe(400);
    expect(one.json()).toMatchObject({ error: true, status: 400 });
    expect(one.json().message).toMatch(ARABIC);
    const six = await get(url('', [1, 2, 3, 4, 5, 6]), me.headers);
    expect(six.statusCode).toBe(400);
    expect(six.json().message).toContain('five');
    expect((await get(url('', [replyIds[0]!, replyIds[0]!]), me.headers)).statusCode).toBe(400);
    for (const kind of ['', '/csv', '/pdf'] as const) expect((await get(url(kind), other.headers)).statusCode).toBe(404);
    const otherRfp = await createRfp(t, me.headers);
    expect((await get(url('', replyIds.slice(0, 2), otherRfp), me.headers)).statusCode).toBe(404);
  });
});
