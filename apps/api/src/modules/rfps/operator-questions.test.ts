import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '@portal/contract/rfps';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { ARABIC, customerAt, operatorHeaders, PLACES, sessionFor } from '../../../test/kits/accounts-test-kit.ts';
import { questionsFor } from '../../../test/kits/rfp-test-kit.ts';

let t: TestApp;
let op: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  op = await operatorHeaders(t);
}, 120_000);
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown, lang = 'en') =>
  t.app.inject({ method, url: `/api/operator${url}`, headers: { ...headers, lang }, ...(payload === undefined ? {} : { payload: payload as object }) });

const choice = {
  question: 'Which floor?',
  arQuestion: 'أي طابق؟',
  frQuestion: 'Quel étage ?',
  answerType: 'SC',
  questionType: 'category',
  categoryId: 3,
  isRequired: true,
  options: [
    { value: 'Ground', arValue: 'الأرضي', frValue: 'Rez-de-chaussée' },
    { value: 'Upper', arValue: 'العلوي', frValue: 'Étage' },
  ],
};

describe('operator questions', () => {
  it('create, list, replace (options kept by id), delete; the customer form follows', async () => {
    const created = await call('POST', '/questions', op, choice);
    expect(created.statusCode, created.body).toBe(200);
    const q = created.json().data as Question;
    expect(q).toMatchObject({ questionType: 'category', categoryId: 3, isRequired: true });
    expect(q.options.map((o) => o.value)).toEqual(['Ground', 'Upper']);
    const listed = (await call('GET', '/questions?categoryId=3', op)).json().data as Question[];
    expect(listed.map((x) => x.id)).toContain(q.id);

    const customer = await customerAt(t, PLACES.khalda);
    expect((await questionsFor(t, customer.headers, 3, 13)).category.map((x) => x.id)).toContain(q.id);

    const replaced = await call('PUT', `/questions/${q.id}`, op, {
      ...choice,
      answerType: 'MC',
      options: [{ id: q.options[0]!.id, value: 'Ground floor', arValue: 'الطابق الأرضي', frValue: 'Rez-de-chaussée' }, { value: 'Roof', arValue: 'السطح', frValue: 'Toit' }],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const r = replaced.json().data as Question;
    expect(r.answerType).toBe('MC');
    expect(r.options.map((o) => o.value)).toEqual(['Ground floor', 'Roof']);
    expect(r.options[0]!.id).toBe(q.options[0]!.id);

    expect((await call('DELETE', `/questions/${q.id}`, op)).statusCode).toBe(200);
    expect((await call('DELETE', `/questions/${q.id}`, op)).statusCode).toBe(404);
    expect((await questionsFor(t, customer.headers, 3, 13)).category.map((x) => x.id)).not.toContain(q.id);
  });

  it('bad input is translated and writes nothing; an unknown option id or question is refused', async () => {
    const before = ((await call('GET', '/questions', op)).json().data as Question[]).length;
    const bad = await call('POST', '/questions', op, { ...choice, arQuestion: '', options: [choice.options[0]] }, 'ar');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data.errors).sort()).toEqual(['arQuestion', 'options']);
    expect(bad.json().data.errors.options[0]).toMatch(ARABIC);
    const unknownCategory = await call('POST', '/questions', op, { ...choice, categoryId: 999 });
    expect(unknownCategory.statusCode).toBe(400);
    const general = ((await call('GET', '/questions?questionType=general', op)).json().data as Question[])[0]!;
    const wrongOption = await call('PUT', `/questions/${general.id}`, op, { ...choice, options: [{ id: 999999, value: 'a', arValue: 'أ', frValue: 'a' }, choice.options[1]] });
    expect(wrongOption.statusCode).toBe(400);
    expect((await call('PUT', '/questions/999999', op, choice)).statusCode).toBe(404);
    expect(((await call('GET', '/questions', op)).json().data as Question[]).length).toBe(before);
    const unchanged = ((await call('GET', '/questions?questionType=general', op)).json().data as Question[])[0]!;
    expect(unchanged).toEqual(general);
  });

  it('prefixes in three languages: created, replaced and given to the customer form; too long ones are refused in the caller language', async () => {
    const text = { question: 'Roof area?', arQuestion: 'مساحة السطح؟', frQuestion: 'Surface du toit ?', answerType: 'T', questionType: 'category', categoryId: 3 };
    const created = await call('POST', '/questions', op, { ...text, prefix: 'm²', arPrefix: ' م² ', frPrefix: 'm²' });
    expect(created.statusCode, created.body).toBe(200);
    const q = created.json().data as Question;
    expect(q).toMatchObject({ prefix: 'm²', arPrefix: 'م²', frPrefix: 'm²' });
    const customer = await customerAt(t, PLACES.khalda);
    const asked = async () => (await questionsFor(t, customer.headers, 3, 13)).category.find((x) => x.id === q.id)!;
    expect(await asked()).toMatchObject({ prefix: 'm²', arPrefix: 'م²', frPrefix: 'm²' });

    const replaced = await call('PUT', `/questions/${q.id}`, op, { ...text, prefix: 'JOD', arPrefix: 'دينار', frPrefix: '' });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await asked()).toMatchObject({ prefix: 'JOD', arPrefix: 'دينار', frPrefix: '' });

    const tooLong = await call('PUT', `/questions/${q.id}`, op, { ...text, arPrefix: 'س'.repeat(51), frPrefix: 'x'.repeat(51) }, 'ar');
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().data.errors).sort()).toEqual(['arPrefix', 'frPrefix']);
    expect(tooLong.json().data.errors.arPrefix[0]).toMatch(ARABIC);
    expect(await asked()).toMatchObject({ prefix: 'JOD', arPrefix: 'دينار', frPrefix: '' });
  });

  it('operators only', async () => {
    const customer = await customerAt(t, PLACES.khalda);
    const provider = await sessionFor(t, 'provider1@demo.jo', 'provider');
    for (const h of [customer.headers, provider.headers]) {
      expect((await call('GET', '/questions', h)).statusCode).toBe(403);
      expect((await call('POST', '/questions', h, choice)).statusCode).toBe(403);
    }
    expect((await call('GET', '/questions', {})).statusCode).toBe(401);
  });
});
