import { expect, type APIRequestContext } from '@playwright/test';
import { providerSession } from './provider.ts';

/** A direct award order placed through the customer API for provider1, as the order form sends it. */
async function directAward(request: APIRequestContext, token: string, providerId: number, description: string) {
  const res = await request.post('/api/service/talzeem/request/send', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      category: '1',
      subcategory: '1',
      branchId: 'main',
      spId: String(providerId),
      description,
      formattedDescription: `<p>${description}</p>`,
      orderCreateAt: String(Math.floor(Date.now() / 1000) + 86_400),
    },
  });
  if (!res.ok()) throw new Error(`order: ${res.status()} ${await res.text()}`);
  return (await res.json()).data.id as number;
}

/**
 * Orders of a customer at the stages the follow pages show: one under progress with an estimate waiting
 * for the customer (/estimation, /direct-award-reply) and one done (/payment, /service-review).
 */
export async function ordersForPages(request: APIRequestContext, customerToken: string) {
  const login = await request.post('/api/provider/login', { data: { email: 'provider1@demo.jo', password: 'Demo@12345' } });
  const providerToken = (await login.json()).data.authToken as string;
  const me = await (await request.get('/api/provider/me', { headers: { authorization: `Bearer ${providerToken}` } })).json();
  const providerId = me.data.id as number;
  const provider = await providerSession(request, 'provider1@demo.jo');

  const estimateOrderId = await directAward(request, customerToken, providerId, 'Kitchen tap leaking under the sink.');
  await provider.accept('T', estimateOrderId);
  for (const s of ['APRD', 'OTW', 'UP']) await provider.status('T', estimateOrderId, s);
  await provider.estimate('T', estimateOrderId);

  const doneOrderId = await directAward(request, customerToken, providerId, 'Bathroom mixer replaced last week.');
  await provider.accept('T', doneOrderId);
  for (const s of ['APRD', 'OTW', 'UP', 'FSD', 'WPAY', 'DONE']) await provider.status('T', doneOrderId, s);
  const expressOrderId = await expressTaken(request, customerToken);
  const rfpId = await rfpWithProposal(request, customerToken);
  return { providerId, estimateOrderId, doneOrderId, expressOrderId, rfpId };
}

const DAY = 86_400;

/** An express order taken by provider2 (it is offered to the featured providers around the customer). */
async function expressTaken(request: APIRequestContext, customerToken: string) {
  const description = `Water heater not working ${Date.now()}`;
  const res = await request.post('/api/service/express/create', {
    headers: { authorization: `Bearer ${customerToken}` },
    multipart: { category: '1', subcategory: '1', branchId: 'main', description, formattedDescription: `<p>${description}</p>` },
  });
  if (!res.ok()) throw new Error(`express: ${res.status()} ${await res.text()}`);
  const id = (await res.json()).data.id as number;
  const provider = await providerSession(request, 'provider2@demo.jo');
  await expect.poll(async () => (await provider.requests('E')).some((o) => o.id === id), { timeout: 15_000 }).toBe(true);
  await provider.accept('E', id);
  return id;
}

/**
 * An RFP placed through the API (the form has its own spec): Cleaning › Office cleaning, its required questions
 * answered, receiving proposals for three days. Returns its id.
 */
export async function createRfpByApi(request: APIRequestContext, customerToken: string, title = 'Clinic cleaning'): Promise<number> {
  const headers = { authorization: `Bearer ${customerToken}` };
  const q = (await (await request.get('/api/v2/admin/question/get?categoryId=2&subCategoryId=9', { headers })).json()).data;
  const answers = [...q.general, ...q.category]
    .filter((x: { isRequired: boolean }) => x.isRequired)
    .map((x: { id: number; answerType: string; options: Array<{ id: number }> }) =>
      x.answerType === 'T' ? { questionId: x.id, value: '80' } : { questionId: x.id, optionIds: [x.options[0]!.id] },
    );
  const now = Math.floor(Date.now() / 1000);
  const created = await request.post('/api/v2/service/rfp/create', {
    headers,
    data: {
      startDate: now,
      endDate: now + 3 * DAY,
      title,
      isGuarantee: false,
      branchId: 'main',
      tasks: [{ categoryId: 2, subCategoryId: 9, description: 'Two rooms', formattedDescription: '<p>Two rooms</p>', answers }],
    },
  });
  if (!created.ok()) throw new Error(`rfp: ${created.status()} ${await created.text()}`);
  return (await created.json()).data.id as number;
}

/** An RFP receiving proposals (createRfpByApi) with provider1's proposal. */
async function rfpWithProposal(request: APIRequestContext, customerToken: string) {
  const rfpId = await createRfpByApi(request, customerToken);
  const now = Math.floor(Date.now() / 1000);
  const provider = await providerSession(request, 'provider1@demo.jo');
  await provider.reply(rfpId, {
    price: 300,
    paymentTerms: 'Half upfront, half on completion',
    isGuarantee: true,
    expiryDate: now + 90 * DAY,
  });
  return rfpId;
}
