import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@portal/contract/orders';
import { domTestRoot } from '@portal/ui/test-support/dom-test-root';

/**
 * The estimate decision puts the order it answers into the cache the follow pages read: against a tiny real
 * HTTP server answering as the API does, the page shows the accepted estimate with no second read of the order.
 */
const dom = domTestRoot({});
const requests: Array<{ method: string; path: string }> = [];
let server: Server;
let feesStatus: Order['customerFeesStatus'] = 'PEND';

const order = (): Order => ({
  id: 5, orderNo: 'DA-000005', type: 'T', status: 'APRD', lastOrderStatus: 'ACPT', statusChangedAt: '2026-11-25T10:00:00Z',
  serviceProviderId: null, categoryId: { id: 1, name: 'Plumbing' }, subCategoryId: { id: 11, name: 'Leaks' }, branchName: 'Head office',
  latitude: 31.95, longitude: 35.91, country: 'Jordan', city: 'Amman', area: 'Shmeisani', contactName: 'Lina', contactEmail: 'l@demo.jo',
  countryCode: '+962', phoneNo: '791234567', startDate: null, endDate: null, createdAt: '2026-11-25T09:00:00Z', updatedAt: '2026-11-25T10:00:00Z',
  acceptedAt: '2026-11-25T09:30:00Z', dispatchExpiresAt: null, description: 'Leak', formattedDescription: '<p>Leak</p>', promoCode: null,
  attachments: [], customerFeesStatus: feesStatus, estimateProblemDesc: 'Pipe', estimateIsSparePartNeeded: false, sparePartDescription: null,
  visitFees: 5, estimateServiceFees: 20, estimateSparePartFees: null, sparePartFees: null, estimateNotes: null, totalAmountOfCustomer: null,
  isSparePartNeeded: null, ratingForServiceProvider: null, ratingForCustomer: null, cancelFee: null, orderCancelFees: 3, cancelFeeApplies: true,
  rating: 0, total: 0, dispatch: null, providerRejectReason: null, guaranteeUntil: null, isLate: false, reofferedFrom: null,
  paymentMethod: null, paymentReference: null, cashMismatch: null,
});

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url!, 'http://x').pathname;
    requests.push({ method: req.method!, path });
    req.resume();
    req.on('end', () => {
      if (req.method === 'POST') feesStatus = 'ACPT';
      res.writeHead(200, { 'content-type': 'application/json', etag: `"o-${feesStatus}"` });
      res.end(JSON.stringify({ error: false, message: 'Estimate accepted', data: order(), status: 200 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('VITE_API_BASE', `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  requests.length = 0;
  feesStatus = 'PEND';
});

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 100 && !check(); i++) await act(() => new Promise((r) => setTimeout(r, 20)));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

describe('the estimate decision', () => {
  it('puts the answered order where the page reads it, without reading it again', async () => {
    const { useOrder } = await import('./get-order.ts');
    const { useUpdateFeesStatus } = await import('./update-fees-status.ts');
    let accept: () => void = () => {};
    function EstimationPage() {
      const { data } = useOrder('T', 5, false);
      const send = useUpdateFeesStatus();
      accept = () => send.mutate({ type: 'T', serviceId: 5, feesStatus: 'ACPT' });
      return <output data-testid="fees">{data?.customerFeesStatus ?? ''}</output>;
    }
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await act(async () => dom.root.render(<QueryClientProvider client={client}><EstimationPage /></QueryClientProvider>));
    const fees = () => dom.container.querySelector('[data-testid="fees"]')!.textContent;
    await until(() => fees() === 'PEND', 'the order');

    await act(async () => accept());
    await until(() => fees() === 'ACPT', 'the accepted estimate');
    expect(requests.filter((r) => r.method === 'POST' && r.path.endsWith('/customer/fees-status/update'))).toHaveLength(1);
    expect(requests.filter((r) => r.method === 'GET' && r.path.endsWith('/service/talzeem/request/get'))).toHaveLength(1);
  });
});
