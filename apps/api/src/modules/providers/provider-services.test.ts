import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerSubCategories } from '@portal/db/schema/providers';
import { categories, subCategories } from '@portal/db/schema/reference';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { customerAt, PLACES, providerId } from '../../../test/kits/accounts-test-kit.ts';

/** Issue 15 point 6: a profile opened anywhere can be hired, so it names the sub-categories the provider serves. */
describe('provider profile: the services a customer can hire the provider for', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
  });
  afterAll(() => t.close());

  it("lists the provider's sub-categories with their category, in the caller language", async () => {
    const customer = await customerAt(t, PLACES.khalda);
    const id = await providerId(t, 'provider1@demo.jo');
    const expected = await t.db
      .select({ categoryId: categories.id, subCategoryId: subCategories.id, category: categories.ar, subCategory: subCategories.ar })
      .from(providerSubCategories)
      .innerJoin(subCategories, eq(subCategories.id, providerSubCategories.subCategoryId))
      .innerJoin(categories, eq(categories.id, subCategories.categoryId))
      .where(eq(providerSubCategories.providerId, id));
    expect(expected.length).toBeGreaterThan(0);
    const res = await t.app.inject({ method: 'GET', url: `/api/service/talzeem/service-provider/get/${id}`, headers: { ...customer.headers, lang: 'ar' } });
    expect(res.statusCode, res.body).toBe(200);
    const services = res.json().data.services as typeof expected;
    expect([...services].sort((a, b) => a.subCategoryId - b.subCategoryId)).toEqual([...expected].sort((a, b) => a.subCategoryId - b.subCategoryId));
  });
});
