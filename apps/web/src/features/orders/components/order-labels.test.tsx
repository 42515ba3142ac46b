import { act } from 'react';
import i18next from 'i18next';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import type { Order } from '@portal/contract/orders';
import { FILTER_STATES } from '@portal/contract/order-state-machine';
import uiAr from '@portal/ui/locales/ar.json';
import uiEn from '@portal/ui/locales/en.json';
import uiFr from '@portal/ui/locales/fr.json';
import { domTestRoot } from '@portal/ui/test-support/dom-test-root';
import ordersAr from '../../../locales/ar/orders.json';
import ordersEn from '../../../locales/en/orders.json';
import ordersFr from '../../../locales/fr/orders.json';
import { OrderFilterModal } from '../../../components/order-filter/order-filter-modal.tsx';
import { EMPTY_FILTER } from '../../../lib/list-query.ts';
import { OrderListItem } from './order-list-item.tsx';

/** Issue 15 point 2: the labels of spec §4.1 (Not Accepted, Confirmed, Late) where they apply, and the filter states. */
const dom = domTestRoot({ orders: { ...ordersEn, ...uiEn.orders } }, { defaultNS: 'orders' });

const order = (o: Partial<Order>): Order => ({
  id: 5, orderNo: 'DA-000005', type: 'T', status: 'APRD', lastOrderStatus: 'ACPT', statusChangedAt: '2026-11-25T10:00:00Z',
  serviceProviderId: null, categoryId: { id: 1, name: 'Plumbing' }, subCategoryId: { id: 11, name: 'Leaks' }, branchName: 'Head office',
  latitude: 31.95, longitude: 35.91, country: 'Jordan', city: 'Amman', area: 'Shmeisani', contactName: 'Lina', contactEmail: 'l@demo.jo',
  countryCode: '+962', phoneNo: '791234567', startDate: '2026-11-25T08:00:00Z', endDate: null, createdAt: '2026-11-25T07:00:00Z',
  updatedAt: '2026-11-25T07:00:00Z', acceptedAt: null, dispatchExpiresAt: null, description: 'Leak', formattedDescription: '<p>Leak</p>',
  promoCode: null, attachments: [], customerFeesStatus: null, estimateProblemDesc: null, estimateIsSparePartNeeded: null,
  sparePartDescription: null, visitFees: null, estimateServiceFees: null, estimateSparePartFees: null, sparePartFees: null, estimateNotes: null,
  totalAmountOfCustomer: null, isSparePartNeeded: null, ratingForServiceProvider: null, ratingForCustomer: null, cancelFee: null,
  orderCancelFees: 3, cancelFeeApplies: false, rating: 0, total: 0, guaranteeUntil: null, isLate: false, dispatch: null, providerRejectReason: null, reofferedFrom: null,
  paymentMethod: null, paymentReference: null, cashMismatch: null,
  ...o,
});

const renderItem = (o: Order) =>
  act(async () =>
    dom.root.render(
      <MantineProvider>
        <OrderListItem order={o} onOpen={() => {}} highlighted={false} />
      </MantineProvider>,
    ),
  );
const badges = () => [...dom.container.querySelectorAll('.mantine-Badge-root')].map((b) => b.textContent);

describe('order labels (spec §4.1)', () => {
  it('a late order shows Late beside its status; an order on time does not', async () => {
    await renderItem(order({ status: 'ACPT', isLate: true }));
    expect(badges()).toEqual(['Accepted', 'Late']);
    expect(dom.container.querySelector('[data-late]')?.getAttribute('title')).toBe(uiEn.orders.lateDetail);
    await renderItem(order({ status: 'OTW', isLate: false }));
    expect(badges()).toEqual(['On the way']);
  });

  it('a rejected order reads Not accepted; an approved one reads confirmed too; waiting payment reads under progress', async () => {
    await renderItem(order({ status: 'REJT' }));
    expect(badges()).toEqual(['Not accepted']);
    await renderItem(order({ status: 'APRD' }));
    expect(badges()).toEqual(['Approved · confirmed']);
    await renderItem(order({ status: 'WPAY' }));
    expect(badges()[0]).toMatch(/^Under progress/);
  });

  it('the labels exist in Arabic and French, and the Late badge reads in Arabic', async () => {
    for (const ui of [uiAr, uiFr]) {
      for (const key of ['late', 'lateDetail'] as const) expect(ui.orders[key]).toBeTruthy();
      expect(ui.orders.status.REJT).not.toBe(uiEn.orders.status.REJT);
    }
    for (const web of [ordersAr, ordersFr]) {
      expect(web.track.lateTitle).toBeTruthy();
      expect(Object.keys(web.filterState).sort()).toEqual([...FILTER_STATES].sort());
    }
    expect(ordersAr.track.lateTitle).toBe('يرجى اقتراح موعد');
    i18next.addResourceBundle('ar', 'orders', { ...ordersAr, ...uiAr.orders });
    await act(async () => {
      await i18next.changeLanguage('ar');
    });
    await renderItem(order({ status: 'REQD', isLate: true }));
    expect(badges()).toEqual([uiAr.orders.status.REQD, 'متأخر']);
    await act(async () => {
      await i18next.changeLanguage('en');
    });
  });
});

describe('the list filter (spec §4.1 filter states)', () => {
  it('offers requested, rejected, approved, confirmed and done', { timeout: 30_000 }, async () => {
    await act(async () =>
      dom.root.render(
        <MantineProvider>
          <OrderFilterModal opened onClose={() => {}} value={EMPTY_FILTER} statuses={FILTER_STATES} onApply={() => {}} title="Filter" />
        </MantineProvider>,
      ),
    );
    const input = document.body.querySelector<HTMLInputElement>('input[placeholder="Any status"]')!;
    expect(input).not.toBeNull();
    await act(async () => {
      input.click();
    });
    const options = [...document.body.querySelectorAll('[role="option"]')].map((o) => o.textContent);
    expect(options).toEqual(['Requested', 'Rejected', 'Approved', 'Confirmed', 'Done']);
  });
});
