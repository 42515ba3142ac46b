import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contractAr from '@portal/contract/locales/ar.json' with { type: 'json' };
import { accounts } from '@portal/db/schema/accounts';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import apiAr from '../../locales/ar.json' with { type: 'json' };
import apiFr from '../../locales/fr.json' with { type: 'json' };
import { customerAt, operatorHeaders, PLACES, providerId, rowCounts } from '../../../test/kits/accounts-test-kit.ts';

type OpProvider = {
  id: number;
  email: string;
  status: string;
  name: { en: string; ar: string; fr: string };
  isGoldenTechnician: boolean;
  isCertified: boolean;
  isFeatured: boolean;
  rating: number;
};

describe('operator: providers and complaints', () => {
  let t: TestApp;
  let op: Record<string, string>;
  const call = (method: 'GET' | 'PATCH', url: string, payload?: object, lang = 'en') =>
    t.app.inject({ method, url: `/api/operator${url}`, headers: { ...op, lang }, payload });
  const providers = async (query = '') => {
    const res = await call('GET', `/providers${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { list: OpProvider[]; total: number; page: number; limit: number };
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    op = await operatorHeaders(t);
  });
  afterAll(() => t.close());

  describe('providers', () => {
    it('lists every provider with its badges, page by page', async () => {
      const all = await providers();
      expect(all).toMatchObject({ total: 12, page: 1, limit: 20 });
      expect(all.list[0]).toMatchObject({
        email: 'provider1@demo.jo',
        status: 'active',
        name: { en: 'Al-Nabulsi Maintenance Co.' },
        isGoldenTechnician: true,
        isCertified: true,
        isFeatured: true,
      });
      const page2 = await providers('?limit=5&page=2');
      expect(page2.list.map((p) => p.id)).toEqual(all.list.slice(5, 10).map((p) => p.id));
    });

    it('filters by name in any language or e-mail, badges, status and sub-category', async () => {
      expect((await providers('?q=nabulsi')).list.map((p) => p.email)).toEqual(['provider1@demo.jo']);
      expect((await providers(`?q=${encodeURIComponent('النابلسي')}`)).list.map((p) => p.email)).toEqual(['provider1@demo.jo']);
      expect((await providers('?q=p12@')).list.map((p) => p.email)).toEqual(['p12@demo.jo']);
      expect((await providers('?q=100%25')).total).toBe(0);
      const golden = await providers('?isGoldenTechnician=true');
      expect(golden.total).toBe(4);
      expect(golden.list.every((p) => p.isGoldenTechnician)).toBe(true);
      expect((await providers('?isFeatured=false')).list.every((p) => !p.isFeatured)).toBe(true);
      expect((await providers('?isCertified=1&isGoldenTechnician=0')).list.every((p) => p.isCertified && !p.isGoldenTechnician)).toBe(true);
      // Home moving (21): the five Amman providers and p12.
      expect((await providers('?subCategoryId=21')).total).toBe(6);
      const p5 = await providerId(t, 'provider5@demo.jo');
      await t.db.update(accounts).set({ status: 'suspended' }).where(eq(accounts.id, p5));
      try {
        expect((await providers('?status=suspended')).list.map((p) => p.id)).toEqual([p5]);
      } finally {
        await t.db.update(accounts).set({ status: 'active' }).where(eq(accounts.id, p5));
      }
    });

    it('a provider made golden joins the golden technicians at the head of the slider', async () => {
      const slider = async () =>
        (await t.app.inject({ method: 'GET', url: '/api/customer/homepage/service-provider/get?limit=12' })).json().data as Array<{
          id: number;
          isGoldenTechnician: number;
          rating: number;
        }>;
      const p7 = await providerId(t, 'p7@demo.jo');
      const before = await slider();
      const goldenBefore = before.filter((p) => p.isGoldenTechnician).length;
      expect(before.findIndex((p) => p.id === p7)).toBeGreaterThanOrEqual(goldenBefore);

      const res = await call('PATCH', `/providers/${p7}`, { isGoldenTechnician: true }, 'fr');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: apiFr.providerUpdated, data: { id: p7, isGoldenTechnician: true, isFeatured: false } });

      const after = await slider();
      const at = after.findIndex((p) => p.id === p7);
      // Ahead of every provider that is not golden, and among the golden ones by rating (4.7 after the three at 4.8).
      expect(after.slice(0, at + 1).every((p) => p.isGoldenTechnician === 1)).toBe(true);
      expect(after.slice(0, at).every((p) => p.rating >= after[at]!.rating)).toBe(true);
      expect(at).toBe(3);

      // With the other golden technicians taken down to ordinary, it leads the slider.
      const others = after.filter((p) => p.isGoldenTechnician && p.id !== p7).map((p) => p.id);
      for (const id of others) await call('PATCH', `/providers/${id}`, { isGoldenTechnician: false });
      try {
        expect((await slider())[0]!.id).toBe(p7);
      } finally {
        for (const id of others) await call('PATCH', `/providers/${id}`, { isGoldenTechnician: true });
      }
    });

    it('a provider made featured is offered for Express near it; certified shows on its card', async () => {
      const p12 = await providerId(t, 'p12@demo.jo');
      const customer = await customerAt(t, PLACES.khalda);
      const express = async () =>
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/service/category/service-provider/get?subCategoryId=21&type=E',
            headers: customer.headers,
          })
        ).json().data as Array<{ id: number; isCertified: number }>;
      expect((await express()).map((p) => p.id)).not.toContain(p12);
      await call('PATCH', `/providers/${p12}`, { isFeatured: true, isCertified: true });
      expect((await express()).find((p) => p.id === p12)).toMatchObject({ isCertified: 1 });
      await call('PATCH', `/providers/${p12}`, { isFeatured: false });
      expect((await express()).map((p) => p.id)).not.toContain(p12);
    });

    it('refuses bad input and unknown providers, writing nothing', async () => {
      const p1 = await providerId(t, 'provider1@demo.jo');
      const customer = await customerAt(t, PLACES.khalda);
      const before = await rowCounts(t);
      const empty = await call('PATCH', `/providers/${p1}`, {}, 'ar');
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(contractAr.validation.nothingToChange);
      const wrongType = await call('PATCH', `/providers/${p1}`, { isGoldenTechnician: 'yes' }, 'ar');
      expect(wrongType.json().data.errors.isGoldenTechnician).toEqual([contractAr.validation.invalidInput]);
      for (const id of [999_999, customer.id]) {
        const res = await call('PATCH', `/providers/${id}`, { isCertified: true }, 'ar');
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(apiAr.providerNotFound);
      }
      for (const query of ['?isFeatured=maybe', '?limit=101', '?page=0', '?status=gone', '?subCategoryId=x']) {
        expect((await call('GET', `/providers${query}`)).statusCode, query).toBe(400);
      }
      expect(await rowCounts(t)).toEqual(before);
    });
  });

  describe('complaints', () => {
    it("lists the customers' reports and closes one, which its author then sees closed", async () => {
      const customer = await customerAt(t, PLACES.khalda);
      const p2 = await providerId(t, 'provider2@demo.jo');
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/customer/complaint/add',
        headers: customer.headers,
        payload: { subject: 'provider', providerId: p2, reason: 'overcharging', description: 'Charged twice the quote.' },
      });
      const { id, reference } = added.json().data as { id: number; reference: string };

      const list = await call('GET', '/complaints?status=open', undefined, 'ar');
      expect(list.statusCode).toBe(200);
      const item = (list.json().data.list as Array<Record<string, unknown>>).find((c) => c.id === id);
      expect(item).toMatchObject({
        reference,
        customer: { id: customer.id, email: customer.email, name: 'Test Customer' },
        subject: 'provider',
        providerId: p2,
        providerName: expect.stringMatching(/[\u0600-\u06FF]/),
        reason: 'overcharging',
        description: 'Charged twice the quote.',
        status: 'open',
        operatorNote: null,
        closedAt: null,
      });

      const closed = await call('PATCH', `/complaints/${id}`, { status: 'closed', operatorNote: 'Refund agreed with the provider.' }, 'ar');
      expect(closed.statusCode).toBe(200);
      expect(closed.json().message).toBe(apiAr.complaintClosed);
      expect((await call('GET', '/complaints?status=open')).json().data.list.map((c: { id: number }) => c.id)).not.toContain(id);
      const closedList = (await call('GET', '/complaints?status=closed')).json().data.list as Array<{
        id: number;
        operatorNote: string;
        closedAt: number;
      }>;
      expect(closedList.find((c) => c.id === id)).toMatchObject({
        operatorNote: 'Refund agreed with the provider.',
        closedAt: expect.any(Number),
      });

      const mine = (await t.app.inject({ method: 'GET', url: '/api/customer/complaint/get', headers: customer.headers })).json()
        .data as Array<Record<string, unknown>>;
      expect(mine[0]).toMatchObject({ id, status: 'closed', closedAt: expect.any(Number) });
      expect(mine[0]).not.toHaveProperty('operatorNote');

      const again = await call('PATCH', `/complaints/${id}`, { status: 'closed', operatorNote: 'Again' }, 'fr');
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(apiFr.complaintAlreadyClosed);
    });

    it('refuses bad input and unknown reports, writing nothing', async () => {
      const before = await rowCounts(t);
      const unknown = await call('PATCH', '/complaints/999999', { status: 'closed', operatorNote: 'x' }, 'ar');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(apiAr.complaintNotFound);
      const reopen = await call('PATCH', '/complaints/1', { status: 'open', operatorNote: 'x' }, 'ar');
      expect(reopen.json().data.errors.status).toEqual([contractAr.validation.invalidInput]);
      const noNote = await call('PATCH', '/complaints/1', { status: 'closed' }, 'ar');
      expect(noNote.json().data.errors.operatorNote).toEqual([contractAr.validation.textRequired]);
      expect((await call('GET', '/complaints?status=pending')).statusCode).toBe(400);
      expect(await rowCounts(t)).toEqual(before);
    });
  });
});
