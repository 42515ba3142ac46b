import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAttachments } from '@portal/db/schema/accounts';
import { files } from '@portal/db/schema/files';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import apiAr from '../../locales/ar.json' with { type: 'json' };
import { login } from '../../../test/kits/auth-test-kit.ts';
import { bearer, customerAt, PLACES, sessionFor } from '../../../test/kits/accounts-test-kit.ts';

describe('GET /api/customer/profile/view', () => {
  let t: TestApp;
  const view = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/customer/profile/view', headers });

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
  });
  afterAll(() => t.close());

  it("gives the signed-in customer's own profile (the demo customer, after a real login)", async () => {
    const token = (await login(t, 'customer@demo.jo', 'Demo@12345')).json().data.authToken as string;
    const res = await view(bearer(token));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      name: 'Lina Haddad',
      companyName: 'Amman Bright Future School',
      email: 'customer@demo.jo',
      phoneNo: '791112233',
      countryCode: '+962',
      description: 'Private school in Khalda with two campuses.',
      latitude: 31.9959,
      longitude: 35.8412,
      country: 'Jordan',
      city: 'Amman',
      area: 'Khalda',
      branchName: 'Main campus',
      profilePhoto: null,
      isProfilepicUploaded: false,
      customerType: { id: 1, name: 'Commercial', arabicName: 'تجاري', frenchName: 'Commercial' },
      industry: [1],
      attachments: [],
      // The demo profile lacks contact position, about text, photo and location access (spec §2.11).
      isProfileCompleted: false,
      contactPosition: null,
      about: null,
      allowLocationAccess: false,
      marketingOptOut: false,
      notifyEmail: true,
      notifyPush: true,
      subBranches: [],
      completion: { companyProfile: true, contactPerson: false, about: false, photo: false, mainAddress: true, branches: true, locationAccess: false },
    });
  });

  it('each customer reads only his own profile, with his attachments', async () => {
    const a = await customerAt(t, PLACES.aqaba);
    const b = await customerAt(t, PLACES.zarqa, { customerTypeId: 2 });
    const fileId = randomUUID();
    await t.db
      .insert(files)
      .values({ id: fileId, storageKey: 'x', mime: 'application/pdf', size: 10, originalName: 'licence.pdf', ownerAccountId: a.id });
    const [att] = await t.db.insert(customerAttachments).values({ customerId: a.id, fileId }).returning({ id: customerAttachments.id });
    const pa = (await view(a.headers)).json().data;
    const pb = (await view(b.headers)).json().data;
    expect(pa).toMatchObject({
      id: a.id,
      email: a.email,
      city: 'Aqaba',
      attachments: [{ id: att!.id, fileName: 'licence.pdf', url: `/api/files/${fileId}`, mime: 'application/pdf' }],
      industry: [1],
    });
    // A residential customer has no description (commercial only).
    expect(pb).toMatchObject({ id: b.id, email: b.email, city: 'Zarqa', attachments: [], description: null, industry: [13] });
    expect(pb.customerType).toMatchObject({ id: 2, name: 'Residential' });
  });

  it('needs a customer session: none is 401, a provider or operator 403', async () => {
    const none = await view({ lang: 'ar' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: true, status: 401, message: apiAr.sessionExpired, data: null });
    expect((await view(bearer('forged-token'))).statusCode).toBe(401);
    for (const [email, role] of [
      ['provider1@demo.jo', 'provider'],
      ['operator@demo.jo', 'operator'],
    ] as const) {
      const s = await sessionFor(t, email, role);
      expect((await view(s.headers)).statusCode).toBe(403);
    }
  });
});
