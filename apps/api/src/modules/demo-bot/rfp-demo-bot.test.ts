import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RfpReplyList } from '@portal/contract/rfps';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createDemoBot } from './demo-bot.ts';
import { demoBotSides } from '../../demo-bot-sides.ts';
import { customerAt, orderRow, PLACES } from '../../../test/kits/provider-test-kit.ts';
import { createRfp } from '../../../test/kits/rfp-test-kit.ts';

let t: TestApp;
let customer: Awaited<ReturnType<typeof customerAt>>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  customer = await customerAt(t, PLACES.khalda);
}, 120_000);
afterAll(() => t?.close());

describe('the demo provider bot and RFPs', () => {
  it('each demo provider serving the RFP sends one proposal; an approved RFP is worked like an order', async () => {
    const bot = createDemoBot(t.app.ctx, t.app.log, demoBotSides(t.app.ctx), { pauseMs: () => 0 });
    const rfpId = await createRfp(t, customer.headers);
    const replies = (await bot.tick()).filter((m) => m.orderId === rfpId && m.step === 'reply');
    expect(replies).toHaveLength(5);
    expect((await bot.tick()).filter((m) => m.step === 'reply')).toEqual([]);

    const list = (await t.app.inject({ method: 'GET', url: `/api/service/rfp/customer/rfp/reply/get?rfpId=${rfpId}&priceSort=ASC`, headers: customer.headers })).json().data as RfpReplyList;
    expect(new Set(list.list.map((r) => r.price)).size).toBe(5);
    // The RFP asks for a guarantee: every demo proposal offers one, at least 7 days ahead.
    expect(list.list.every((r) => r.isGuarantee && Date.parse(r.expiryDate!) > Date.now() + 7 * 86_400_000)).toBe(true);

    const chosen = list.list[0]!;
    const approve = await t.app.inject({ method: 'POST', url: '/api/service/rfp/customer/request/approve', headers: customer.headers, payload: { rfpId, replyId: chosen.id, isApproved: true } });
    expect(approve.statusCode).toBe(200);
    for (const status of ['OTW', 'UP']) {
      const moves = (await bot.tick()).filter((m) => m.orderId === rfpId);
      expect(moves).toMatchObject([{ step: 'advance', providerId: chosen.serviceProviderId, to: status }]);
    }
    expect((await bot.tick()).filter((m) => m.orderId === rfpId)).toMatchObject([{ step: 'estimate' }]);
    expect((await orderRow(t, rfpId)).customerFeesStatus).toBe('PEND');
  });
});
