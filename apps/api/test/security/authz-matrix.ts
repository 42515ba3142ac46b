import type { Fixtures } from './authz-fixtures.ts';

/**
 * The authorization matrix: every API route (method + path as registered) against every caller, with the
 * status expected. Routes acting on one object have a row per object: customer A's (or provider A's)
 * object, asked for by everyone, so "own" and "other" sit side by side (customerA vs customerB, providerA
 * vs providerB). `authz-matrix.test.ts` walks it on a real app and fails on a registered route without a row.
 *
 * Adding a route: add a row (or several, one per object) below; `customers(200, 404)` reads "customer A 200,
 * customer B 404, everyone else refused as not a customer".
 */
export const ROLES = ['visitor', 'static', 'customerA', 'customerB', 'providerA', 'providerB', 'operator'] as const;
export type Role = (typeof ROLES)[number];
export type Expect = Record<Role, number>;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Payload = { json: unknown } | { multipart: Array<{ name: string; value: string } | { name: string; file: Buffer; filename: string; type: string }> };

export type Row = {
  /** Method and path as Fastify registered it, e.g. `GET /api/files/:fileId`. */
  route: `${Method} /api${string}`;
  /** The object the row points at, when the route acts on one. */
  object?: string;
  /** The URL to call (default: the route's path); fixtures give the ids. */
  url?: (f: Fixtures) => string;
  body?: (f: Fixtures) => Payload;
  expect: Expect;
  /** The answer is not the envelope (documentation, the captcha challenge, file bytes). */
  raw?: boolean;
};

const all = (status: number): Expect => ({ visitor: status, static: status, customerA: status, customerB: status, providerA: status, providerB: status, operator: status });
/** No session needed; the status does not depend on who calls. */
const anyone = (status = 200) => all(status);
/** The portal's fixed static token only (a session token is not it). */
const staticToken = (status = 200): Expect => ({ ...all(401), static: status });
/** A customer's session: A gets `own`, B gets `other`; other roles are refused (403), no session 401. */
const customers = (own: number, other = own): Expect => ({ ...all(403), visitor: 401, static: 401, customerA: own, customerB: other });
const providers = (own: number, other = own): Expect => ({ ...all(403), visitor: 401, static: 401, providerA: own, providerB: other });
const operator = (status: number): Expect => ({ ...all(403), visitor: 401, static: 401, operator: status });
/** Files: customers and providers may ask; each sees only what is theirs. */
const customersAndProviders = (e: Pick<Expect, 'customerA' | 'customerB' | 'providerA' | 'providerB'>): Expect => ({ ...all(403), visitor: 401, static: 401, ...e });

const json = (body: unknown) => () => ({ json: body });
const fields = (values: Record<string, string>): Payload => ({ multipart: Object.entries(values).map(([name, value]) => ({ name, value })) });

export const MATRIX: Row[] = [
  // ---- health and documentation ----
  { route: 'GET /api/healthz', expect: anyone() },
  { route: 'GET /api/readyz', expect: anyone() },
  // Off without METRICS_TOKEN (as here); with it, only that bearer token gets 200 and sessions 404 (modules/health/metrics.test.ts).
  { route: 'GET /api/metrics', expect: anyone(404) },
  { route: 'GET /api/docs', expect: anyone() },
  { route: 'GET /api/docs/json', expect: anyone() },
  { route: 'GET /api/docs/yaml', expect: anyone() },
  { route: 'GET /api/docs/static/index.html', expect: anyone(302) },
  { route: 'GET /api/docs/static/swagger-initializer.js', expect: anyone() },
  { route: 'GET /api/docs/static/*', url: () => '/api/docs/static/swagger-ui.css', expect: anyone() },
  // The ALTCHA widget reads the challenge as it is, not in the envelope (fixed contract of docs/design.md).
  { route: 'GET /api/captcha/challenge', raw: true, expect: anyone() },
  { route: 'GET /api/push/vapid-public-key', expect: anyone() },
  { route: 'GET /api/assets/*', url: () => '/api/assets/nope.png', expect: anyone(404) },
  // Images operators uploaded for the portal (issue 17): public like the shipped assets.
  { route: 'GET /api/content-media/:name', url: () => '/api/content-media/00000000-0000-4000-8000-000000000000.png', expect: anyone(404) },

  // ---- reference data (public, or the static token of spec §6) ----
  { route: 'GET /api/admin/customer-type/get', expect: anyone() },
  { route: 'GET /api/admin/industry/get', url: () => '/api/admin/industry/get?customerType=1', expect: anyone() },
  { route: 'GET /api/admin/category/get', expect: anyone() },
  { route: 'GET /api/master/web/onboarding-screen/get', expect: staticToken() },
  { route: 'GET /api/user/terms-and-privacy/get', url: () => '/api/user/terms-and-privacy/get?key=terms', expect: staticToken() },
  { route: 'GET /api/user/static-page/get', url: () => '/api/user/static-page/get?key=usage', expect: staticToken() },
  { route: 'GET /api/customer/homepage/banner/get', expect: anyone() },
  { route: 'GET /api/customer/homepage/service-provider/get', expect: anyone() },
  { route: 'GET /api/customer/validation-data/get', expect: anyone() },
  { route: 'GET /api/master/web/support-contact/get', expect: anyone() },
  { route: 'GET /api/master/web/maps-config/get', expect: anyone() },
  { route: 'GET /api/geo/search', url: () => '/api/geo/search?q=Abdoun', expect: anyone() },
  { route: 'GET /api/geo/reverse', url: () => '/api/geo/reverse?lat=31.95&lng=35.91', expect: anyone() },

  // ---- sign-up, login, passwords (public; wrong or missing input answers the same to everyone) ----
  { route: 'POST /api/customer/signup', body: () => fields({ name: 'x' }), expect: anyone(400) },
  { route: 'GET /api/customer/verifyAccount', url: () => '/api/customer/verifyAccount?id=1&token=nope', expect: anyone(400) },
  { route: 'POST /api/customer/resendVerifyAccount', body: json({ id: 999_999 }), expect: anyone(200) },
  { route: 'POST /api/customer/login', body: json({ email: 'nobody@example.jo', password: 'Wrong@1234', deviceToken: '', deviceType: 'W' }), expect: anyone(400) },
  { route: 'POST /api/customer/forgetPwd', body: json({ email: 'nobody@example.jo' }), expect: anyone(200) },
  { route: 'GET /api/customer/resetPwd/check', url: () => '/api/customer/resetPwd/check?email=nobody@example.jo&token=nope', expect: anyone(200) },
  { route: 'POST /api/customer/resetPwd', url: () => '/api/customer/resetPwd?email=nobody@example.jo&token=nope', body: json({ password: 'Strong@123', confirmPwd: 'Strong@123' }), expect: anyone(400) },
  { route: 'POST /api/provider/login', body: json({ email: 'nobody@example.jo', password: 'Wrong@1234' }), expect: anyone(400) },
  // A new provider's first password from the invitation link: public, the token is the credential.
  { route: 'POST /api/provider/password/set', body: json({}), expect: anyone(400) },
  { route: 'POST /api/operator/login', body: json({ email: 'nobody@example.jo', password: 'Wrong@1234' }), expect: anyone(400) },
  { route: 'POST /api/customer/logout', expect: customers(200) },
  // A wrong old password: refused on the field, and nothing changes for the next rows.
  { route: 'POST /api/customer/change-password', body: json({ oldPassword: 'Wrong@1234', newPassword: 'Changed#Pass1', confirmPassword: 'Changed#Pass1' }), expect: customers(400) },

  // ---- customer: profile, complaints, push, notifications ----
  { route: 'GET /api/customer/profile/view', expect: customers(200) },
  { route: 'POST /api/customer/profile/edit', body: json({}), expect: customers(400) },
  { route: 'POST /api/customer/profile/upload', body: () => fields({}), expect: customers(400) },
  { route: 'POST /api/customer/profile/attachments/upload', body: () => fields({}), expect: customers(400) },
  { route: 'POST /api/customer/complaint/add', body: json({}), expect: customers(400) },
  // A complaint about an order: only its own customer may name it; customer B is refused as if it did not exist.
  {
    route: 'POST /api/customer/complaint/add',
    object: "customer A's order",
    body: (f) => ({ json: { subject: 'order', orderId: f.order.readT, reason: 'no_show', description: 'Nobody came.' } }),
    expect: customers(200, 400),
  },
  { route: 'GET /api/customer/complaint/get', expect: customers(200) },
  { route: 'GET /api/customer/complaint/orders', expect: customers(200) },
  { route: 'POST /api/customer/push/subscribe', body: json({}), expect: customers(400) },
  { route: 'POST /api/customer/push/unsubscribe', body: json({ deviceId: 'not-subscribed' }), expect: customers(200) },
  { route: 'GET /api/homepage/notification/get', expect: customers(200) },
  { route: 'POST /api/homepage/notification/read', object: "customer A's notification", body: (f) => ({ json: { id: f.notificationA } }), expect: customers(200, 404) },
  { route: 'POST /api/homepage/notification/read-all', expect: customers(200) },
  { route: 'POST /api/homepage/notification/dismiss', object: "customer A's notification", body: (f) => ({ json: { id: f.notificationDismissA } }), expect: customers(200, 404) },
  // Marks only the caller's own notifications of that order: customer B's call changes nothing (changed: 0).
  { route: 'POST /api/homepage/notification/read-for-order', object: "customer A's order", body: (f) => ({ json: { type: 'T', serviceId: f.order.readT } }), expect: customers(200) },

  // ---- customer: catalogue of providers ----
  { route: 'GET /api/service/category/service-provider/get', url: () => '/api/service/category/service-provider/get?subCategoryId=1&type=T', expect: customers(200) },
  { route: 'GET /api/service/talzeem/service-provider/get', url: () => '/api/service/talzeem/service-provider/get?categoryId=1&subCategoryId=1', expect: customers(200) },
  { route: 'GET /api/service/talzeem/service-provider/get/:id', object: 'provider A', url: (f) => `/api/service/talzeem/service-provider/get/${f.accounts.providerA}`, expect: customers(200) },
  { route: 'GET /api/service/service-provider/reviews/get', url: (f) => `/api/service/service-provider/reviews/get?serviceProviderId=${f.accounts.providerA}`, expect: customers(200) },
  { route: 'POST /api/customer/visit-count-and-last-visit', body: (f) => ({ json: { serviceProviderId: f.accounts.providerA, visitTo: 'SP' } }), expect: customers(200) },
  { route: 'GET /api/service/talzeem/branch/get', expect: customers(200) },

  // ---- customer: orders ----
  { route: 'POST /api/service/talzeem/request/send', body: () => fields({}), expect: customers(400) },
  { route: 'POST /api/service/express/create', body: () => fields({}), expect: customers(400) },
  { route: 'GET /api/v3/service/talzeem/request/active/get', expect: customers(200) },
  { route: 'GET /api/customer/service/express/request/get', expect: customers(200) },
  { route: 'GET /api/service/talzeem/request/get', object: "customer A's direct order", url: (f) => `/api/service/talzeem/request/get?serviceId=${f.order.readT}`, expect: customers(200, 404) },
  { route: 'GET /api/customer/service/express/request/get/:id', object: "customer A's express order", url: (f) => `/api/customer/service/express/request/get/${f.order.readE}`, expect: customers(200, 404) },
  { route: 'GET /api/customer/service/cancel-terms/get', object: "customer A's direct order", url: (f) => `/api/customer/service/cancel-terms/get?type=DA&serviceId=${f.order.readT}`, expect: customers(200, 404) },
  { route: 'POST /api/customer/service/talzeem/cancel', object: "customer A's direct order", body: (f) => ({ json: { serviceId: f.order.cancelT } }), expect: customers(200, 404) },
  { route: 'POST /api/customer/service/express/cancel', object: "customer A's express order", body: (f) => ({ json: { serviceId: f.order.cancelE } }), expect: customers(200, 404) },
  { route: 'POST /api/customer/service/express/convert', object: "customer A's untaken express order", body: (f) => ({ json: { serviceId: f.order.convertE, to: 'R' } }), expect: customers(200, 404) },
  { route: 'POST /api/customer/fees-status/update', object: "customer A's estimate", body: (f) => ({ json: { serviceId: f.order.fees, type: 'DA', feesStatus: 'ACPT' } }), expect: customers(200, 404) },
  { route: 'POST /api/customer/sparePart-payment/add', object: "customer A's done order", body: (f) => ({ json: { serviceId: f.order.payment, type: 'DA', totalAmountOfCustomer: '25' } }), expect: customers(200, 404) },
  // The receipt of a completed order (issue 19.3): its data, and the same as PDF bytes.
  { route: 'GET /api/customer/receipt/get', object: "customer A's done and paid order", url: (f) => `/api/customer/receipt/get?serviceId=${f.order.receipt}&type=DA`, expect: customers(200, 404) },
  { route: 'GET /api/customer/receipt/pdf', object: "customer A's done and paid order", url: (f) => `/api/customer/receipt/pdf?serviceId=${f.order.receipt}&type=DA`, raw: true, expect: customers(200, 404) },
  { route: 'POST /api/v1/service/service-provider/rating/add', object: "customer A's done order", body: (f) => ({ json: { serviceType: 'T', serviceId: f.order.rating, rating: 4, description: 'Good work' } }), expect: customers(200, 404) },

  // ---- customer: RFPs ----
  { route: 'GET /api/v2/admin/question/get', url: () => '/api/v2/admin/question/get?categoryId=1&subCategoryId=1', expect: customers(200) },
  { route: 'POST /api/service/rfp/attachment/upload', body: () => fields({}), expect: customers(400) },
  { route: 'POST /api/v2/service/rfp/create', body: json({}), expect: customers(400) },
  { route: 'GET /api/service/rfp/customer/available/rfp/get', expect: customers(200) },
  { route: 'GET /api/service/rfp/customer/rfp/get', expect: customers(200) },
  { route: 'GET /api/service/rfp/customer/rfp/reply/get', object: "customer A's RFP", url: (f) => `/api/service/rfp/customer/rfp/reply/get?rfpId=${f.rfp.approve}`, expect: customers(200, 404) },
  ...(['', '/csv', '/pdf'] as const).map(
    (kind): Row => ({
      route: `GET /api/service/rfp/customer/rfp/reply/compare${kind}`,
      object: "customer A's RFP, two proposals",
      url: (f) => `/api/service/rfp/customer/rfp/reply/compare${kind}?rfpId=${f.rfp.compare}&replyIds=${f.rfp.compareReplies.join(',')}`,
      expect: customers(200, 404),
      // The exports are files, not the envelope.
      ...(kind ? { raw: true } : {}),
    }),
  ),
  { route: 'GET /api/v2/service/rfp/customer/details/get', object: "customer A's RFP", url: (f) => `/api/v2/service/rfp/customer/details/get?rfpId=${f.rfp.read}`, expect: customers(200, 404) },
  { route: 'POST /api/service/rfp/customer/request/approve', object: "customer A's RFP", body: (f) => ({ json: { rfpId: f.rfp.approve, replyId: f.rfp.approveReply, isApproved: true } }), expect: customers(200, 404) },
  { route: 'POST /api/customer/service/rfp/cancel', object: "customer A's RFP", body: (f) => ({ json: { rfpId: f.rfp.cancel } }), expect: customers(200, 404) },

  // ---- files ----
  { route: 'GET /api/files/:fileId', object: "customer A's order attachment (provider A's order)", url: (f) => `/api/files/${f.orderFileA}`, expect: customersAndProviders({ customerA: 200, customerB: 404, providerA: 200, providerB: 404 }) },
  { route: 'GET /api/files/:fileId', object: "customer A's profile photo (provider A works for A)", url: (f) => `/api/files/${f.profileFileA}`, expect: customersAndProviders({ customerA: 200, customerB: 404, providerA: 200, providerB: 404 }) },

  // ---- provider API ----
  { route: 'GET /api/provider/me', expect: providers(200) },
  { route: 'POST /api/provider/logout', expect: providers(200) },
  { route: 'GET /api/provider/requests', url: () => '/api/provider/requests?type=T', expect: providers(200) },
  // Open RFPs with their questions; each provider's own reply and answers only (rfps-replies-approve.test.ts checks whose).
  { route: 'GET /api/provider/requests', object: 'open RFPs', url: () => '/api/provider/requests?type=R', expect: providers(200) },
  // The provider's own account (issue 18 points 5 and 6): every row acts on the caller's own data only.
  { route: 'GET /api/provider/earnings', expect: providers(200) },
  { route: 'GET /api/provider/earnings/export', raw: true, expect: providers(200) },
  { route: 'GET /api/provider/profile', expect: providers(200) },
  { route: 'PUT /api/provider/profile', body: json({}), expect: providers(400) },
  { route: 'POST /api/provider/profile/photo', body: () => fields({ name: 'x' }), expect: providers(400) },
  { route: 'GET /api/provider/profile/reviews', expect: providers(200) },
  { route: 'POST /api/provider/profile/albums', body: json({}), expect: providers(400) },
  {
    route: 'POST /api/provider/profile/albums/:id/files',
    object: "provider A's album",
    url: (f) => `/api/provider/profile/albums/${f.albumA.items}/files`,
    body: (f) => ({ multipart: [{ name: 'attachments', file: f.png, filename: 'a.png', type: 'image/png' }] }),
    expect: providers(200, 404),
  },
  {
    route: 'DELETE /api/provider/profile/albums/:id/items',
    object: "provider A's album",
    url: (f) => `/api/provider/profile/albums/${f.albumA.items}/items`,
    body: json({ url: '/api/assets/albums/plumbing-1.svg' }),
    expect: providers(200, 404),
  },
  { route: 'DELETE /api/provider/profile/albums/:id', object: "provider A's album", url: (f) => `/api/provider/profile/albums/${f.albumA.remove}`, expect: providers(200, 404) },
  // Public: a provider's photo and album files are on its card; an unknown file is 404 to everyone.
  { route: 'GET /api/provider-media/:name', url: () => '/api/provider-media/00000000-0000-4000-8000-000000000000.png', expect: anyone(404) },
  { route: 'POST /api/provider/orders/:type/:id/accept', object: "provider A's order", url: (f) => `/api/provider/orders/T/${f.order.accept}/accept`, expect: providers(200, 404) },
  { route: 'POST /api/provider/orders/:type/:id/reject', object: "provider A's order", url: (f) => `/api/provider/orders/T/${f.order.reject}/reject`, expect: providers(200, 404) },
  { route: 'POST /api/provider/orders/:type/:id/status', object: "provider A's order", url: (f) => `/api/provider/orders/T/${f.order.status}/status`, body: json({ status: 'OTW' }), expect: providers(200, 404) },
  {
    route: 'POST /api/provider/orders/:type/:id/estimate',
    object: "provider A's order",
    url: (f) => `/api/provider/orders/T/${f.order.estimate}/estimate`,
    body: json({ estimateProblemDesc: 'Worn valve', estimateIsSparePartNeeded: false, sparePartDescription: '', visitFees: 10, estimateServiceFees: 20, estimateSparePartFees: 0, notes: '' }),
    expect: providers(200, 404),
  },
  { route: 'GET /api/provider/orders/:type/:id/cancel-terms', object: "provider A's order", url: (f) => `/api/provider/orders/T/${f.order.providerCancel}/cancel-terms`, expect: providers(200, 404) },
  { route: 'POST /api/provider/orders/:type/:id/cancel', object: "provider A's order", url: (f) => `/api/provider/orders/T/${f.order.providerCancel}/cancel`, body: json({ reason: 'Family emergency' }), expect: providers(200, 404) },
  { route: 'POST /api/provider/orders/:type/:id/rate-customer', object: "provider A's order", url: (f) => `/api/provider/orders/T/${f.order.rateCustomer}/rate-customer`, body: json({ rating: 4, description: 'Kind' }), expect: providers(200, 404) },
  { route: 'POST /api/provider/orders/:type/:id/cash', object: "provider A's order", url: (f) => `/api/provider/orders/T/${f.order.cash}/cash`, body: json({ amount: 35.5, partsIncluded: true }), expect: providers(200, 404) },
  // The provider app (issue 18): the poll of its lists, the express switch, its devices' push subscriptions.
  { route: 'GET /api/provider/poll', expect: providers(200) },
  { route: 'PUT /api/provider/availability', body: json({ express: true }), expect: providers(200) },
  { route: 'POST /api/provider/push/subscribe', body: json({}), expect: providers(400) },
  { route: 'POST /api/provider/push/unsubscribe', body: json({ deviceId: 'not-subscribed' }), expect: providers(200) },
  {
    route: 'POST /api/provider/orders/:type/:id/attachments',
    object: "provider A's order",
    url: (f) => `/api/provider/orders/T/${f.order.attachments}/attachments`,
    body: (f) => ({ multipart: [{ name: 'attachments', file: f.png, filename: 'done.png', type: 'image/png' }] }),
    expect: providers(200, 404),
  },

  { route: 'POST /api/provider/rfp/attachment/upload', body: () => fields({}), expect: providers(400) },
  // Any provider may propose on an open RFP: each reply is its own.
  {
    route: 'POST /api/provider/rfp/:rfpId/reply',
    object: "customer A's open RFP",
    url: (f) => `/api/provider/rfp/${f.rfp.read}/reply`,
    body: (f) => ({ json: { price: 250, spareParts: 'Paint', sparePartFees: 10, paymentTerms: 'On completion', isGuarantee: false, answers: f.rfp.readAnswers, attachments: [] } }),
    expect: providers(200),
  },

  // ---- operator API ----
  { route: 'POST /api/operator/logout', expect: operator(200) },
  { route: 'GET /api/operator/me', expect: operator(200) },
  { route: 'POST /api/operator/notifications/send', body: (f) => ({ json: { accountId: f.accounts.customerB, title: { en: 'Hi', ar: 'مرحبا', fr: 'Salut' }, body: { en: 'Hi', ar: 'مرحبا', fr: 'Salut' } } }), expect: operator(200) },
  { route: 'GET /api/operator/categories', expect: operator(200) },
  { route: 'POST /api/operator/categories', body: json({}), expect: operator(400) },
  { route: 'PATCH /api/operator/categories/:id', url: () => '/api/operator/categories/1', body: json({}), expect: operator(400) },
  { route: 'DELETE /api/operator/categories/:id', url: (f) => `/api/operator/categories/${f.categoryToDelete}`, expect: operator(200) },
  { route: 'POST /api/operator/categories/:id/sub-categories', url: () => '/api/operator/categories/1/sub-categories', body: json({}), expect: operator(400) },
  { route: 'PATCH /api/operator/sub-categories/:id', url: () => '/api/operator/sub-categories/1', body: json({}), expect: operator(400) },
  { route: 'DELETE /api/operator/sub-categories/:id', url: (f) => `/api/operator/sub-categories/${f.subCategoryToDelete}`, expect: operator(200) },
  { route: 'GET /api/operator/complaints', expect: operator(200) },
  { route: 'PATCH /api/operator/complaints/:id', url: (f) => `/api/operator/complaints/${f.complaintA}`, body: json({ status: 'closed', operatorNote: 'Talked to the provider.' }), expect: operator(200) },
  { route: 'POST /api/operator/customers/:id/suspend', url: (f) => `/api/operator/customers/${f.customerToSuspend}/suspend`, expect: operator(200) },
  { route: 'POST /api/operator/customers/:id/delete', url: (f) => `/api/operator/customers/${f.customerToDelete}/delete`, expect: operator(200) },
  // Admins only: the demo operator of the matrix is an admin (support's 403 is in operator-roles-audit.test.ts).
  { route: 'GET /api/operator/audit', expect: operator(200) },
  { route: 'POST /api/operator/customers/:id/reactivate', url: (f) => `/api/operator/customers/${f.customerToReactivate}/reactivate`, expect: operator(200) },
  { route: 'GET /api/operator/static-pages/:key/:lang', url: () => '/api/operator/static-pages/terms/en', expect: operator(200) },
  { route: 'PUT /api/operator/static-pages/:key/:lang', url: () => '/api/operator/static-pages/terms/en', body: json({}), expect: operator(400) },
  { route: 'GET /api/operator/banners', expect: operator(200) },
  { route: 'POST /api/operator/banners', body: json({}), expect: operator(400) },
  { route: 'DELETE /api/operator/banners/:id', url: (f) => `/api/operator/banners/${f.bannerToDelete}`, expect: operator(200) },
  // Issue 17, point 7 (admins only; support's 403 and every audit row are in operator-content-editing.test.ts).
  { route: 'POST /api/operator/content-images', body: json({}), expect: operator(400) },
  { route: 'PATCH /api/operator/banners/:id', url: () => '/api/operator/banners/1', body: json({}), expect: operator(400) },
  { route: 'PUT /api/operator/banners/order', body: json({}), expect: operator(400) },
  { route: 'PUT /api/operator/onboarding-screens/order', body: json({}), expect: operator(400) },
  { route: 'PUT /api/operator/categories/order', body: json({}), expect: operator(400) },
  { route: 'PUT /api/operator/categories/:id/sub-categories/order', url: () => '/api/operator/categories/1/sub-categories/order', body: json({}), expect: operator(400) },
  { route: 'GET /api/operator/onboarding-screens', expect: operator(200) },
  { route: 'POST /api/operator/onboarding-screens', body: json({}), expect: operator(400) },
  { route: 'PATCH /api/operator/onboarding-screens/:id', url: (f) => `/api/operator/onboarding-screens/${f.onboardingToDelete}`, body: json({}), expect: operator(400) },
  { route: 'DELETE /api/operator/onboarding-screens/:id', url: (f) => `/api/operator/onboarding-screens/${f.onboardingToDelete}`, expect: operator(200) },
  { route: 'POST /api/operator/orders/:type/:id/cancel', url: (f) => `/api/operator/orders/T/${f.order.operatorCancel}/cancel`, expect: operator(200) },
  { route: 'GET /api/operator/cancellations/flagged', expect: operator(200) },
  // The console's dashboard and order desk (issue 17): every operator reads; reassign is checked in operator-desk.test.ts.
  { route: 'GET /api/operator/dashboard', expect: operator(200) },
  { route: 'GET /api/operator/orders', expect: operator(200) },
  { route: 'GET /api/operator/orders/:id', object: 'order', url: (f) => `/api/operator/orders/${f.order.operatorCancel}`, expect: operator(200) },
  { route: 'GET /api/operator/orders/:id/reassign-candidates', object: 'order', url: (f) => `/api/operator/orders/${f.order.operatorCancel}/reassign-candidates`, expect: operator(200) },
  { route: 'POST /api/operator/orders/:id/reassign', object: 'order', url: (f) => `/api/operator/orders/${f.order.operatorCancel}/reassign`, body: json({}), expect: operator(400) },
  { route: 'GET /api/operator/validation-data', expect: operator(200) },
  { route: 'PUT /api/operator/validation-data', body: json({}), expect: operator(400) },
  { route: 'GET /api/operator/providers', expect: operator(200) },
  { route: 'GET /api/operator/questions', expect: operator(200) },
  { route: 'POST /api/operator/questions', body: json({}), expect: operator(400) },
  { route: 'PUT /api/operator/questions/:id', url: (f) => `/api/operator/questions/${f.questionToDelete}`, body: json({}), expect: operator(400) },
  { route: 'DELETE /api/operator/questions/:id', url: (f) => `/api/operator/questions/${f.questionToDelete}`, expect: operator(200) },
  { route: 'PATCH /api/operator/providers/:id', url: (f) => `/api/operator/providers/${f.accounts.providerB}`, body: json({ isCertified: true }), expect: operator(200) },
  // Admins only (the demo operator is one); support operators are refused (operator-access.ts).
  {
    route: 'PUT /api/operator/providers/:id/terms',
    url: (f) => `/api/operator/providers/${f.accounts.providerB}/terms`,
    body: json({ guaranteeDays: 14, limits: { noOfGalleryPhotos: 6 } }),
    expect: operator(200),
  },
  { route: 'GET /api/operator/providers/:id/commission', url: (f) => `/api/operator/providers/${f.accounts.providerB}/commission`, expect: operator(200) },
  { route: 'PUT /api/operator/providers/:id/commission', url: (f) => `/api/operator/providers/${f.accounts.providerB}/commission`, body: json({ rate: 12.5 }), expect: operator(200) },
  // Issue 17, point 4: providers in the console (admins write; support's 403 is in operator-providers.test.ts).
  { route: 'GET /api/operator/providers/:id', url: (f) => `/api/operator/providers/${f.accounts.providerB}`, expect: operator(200) },
  { route: 'POST /api/operator/providers', body: json({}), expect: operator(400) },
  { route: 'POST /api/operator/providers/:id/invitation', url: () => '/api/operator/providers/999999/invitation', expect: operator(404) },
  { route: 'PUT /api/operator/providers/:id/profile', url: (f) => `/api/operator/providers/${f.accounts.providerB}/profile`, body: json({}), expect: operator(400) },
  { route: 'PUT /api/operator/providers/:id/sub-categories', url: (f) => `/api/operator/providers/${f.accounts.providerB}/sub-categories`, body: json({}), expect: operator(400) },
  { route: 'PUT /api/operator/providers/:id/areas', url: (f) => `/api/operator/providers/${f.accounts.providerB}/areas`, body: json({}), expect: operator(400) },
  { route: 'POST /api/operator/providers/:id/albums', url: (f) => `/api/operator/providers/${f.accounts.providerB}/albums`, body: json({}), expect: operator(400) },
  { route: 'DELETE /api/operator/providers/:id/albums/:childId', url: (f) => `/api/operator/providers/${f.accounts.providerB}/albums/999999`, expect: operator(404) },
  { route: 'PATCH /api/operator/providers/:id/albums/:childId', url: (f) => `/api/operator/providers/${f.accounts.providerB}/albums/999999`, body: json({}), expect: operator(400) },
  // A provider's papers: operators only here; the provider reads his own at GET /api/files/{fileId} (operator-provider-papers.test.ts).
  { route: 'POST /api/operator/providers/:id/documents', url: (f) => `/api/operator/providers/${f.accounts.providerB}/documents`, body: json({}), expect: operator(400) },
  { route: 'GET /api/operator/providers/:id/documents/:childId', url: (f) => `/api/operator/providers/${f.accounts.providerB}/documents/999999`, expect: operator(404) },
  { route: 'DELETE /api/operator/providers/:id/documents/:childId', url: (f) => `/api/operator/providers/${f.accounts.providerB}/documents/999999`, expect: operator(404) },
  { route: 'POST /api/operator/providers/:id/suspend', url: (f) => `/api/operator/providers/${f.accounts.providerB}/suspend`, body: json({}), expect: operator(400) },
  { route: 'POST /api/operator/providers/:id/reactivate', url: (f) => `/api/operator/providers/${f.accounts.providerB}/reactivate`, body: json({}), expect: operator(400) },
  { route: 'POST /api/operator/providers/:id/terminate', url: (f) => `/api/operator/providers/${f.accounts.providerB}/terminate`, body: json({}), expect: operator(400) },
  // Issue 17, points 5, 6 and 8: customers, the complaint queue (support too) and messages (support too).
  { route: 'GET /api/operator/customers', expect: operator(200) },
  { route: 'GET /api/operator/customers/:id', url: (f) => `/api/operator/customers/${f.accounts.customerB}`, expect: operator(200) },
  { route: 'GET /api/operator/operators', expect: operator(200) },
  { route: 'GET /api/operator/complaints/:id', url: (f) => `/api/operator/complaints/${f.complaintA}`, expect: operator(200) },
  { route: 'POST /api/operator/complaints/:id/assign', url: (f) => `/api/operator/complaints/${f.complaintA}/assign`, body: json({}), expect: operator(400) },
  { route: 'POST /api/operator/complaints/:id/status', url: (f) => `/api/operator/complaints/${f.complaintA}/status`, body: json({}), expect: operator(400) },
  { route: 'POST /api/operator/complaints/:id/replies', url: (f) => `/api/operator/complaints/${f.complaintA}/replies`, body: json({}), expect: operator(400) },
  { route: 'GET /api/operator/messages', expect: operator(200) },
  { route: 'GET /api/operator/messages/audience', url: () => '/api/operator/messages/audience?kind=all', expect: operator(200) },
  { route: 'POST /api/operator/messages', body: json({}), expect: operator(400) },
];
