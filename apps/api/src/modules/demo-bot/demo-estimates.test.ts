import { describe, expect, it } from 'vitest';
import { categories } from '@portal/db/seed-data/reference';
import { demoEstimateFor } from './demo-estimates.ts';

describe('the demo bot estimates', () => {
  it('speak of the trade of the order: no seal kit for office cleaning', () => {
    const cleaning = categories.find((c) => c.en === 'Cleaning')!;
    const estimate = demoEstimateFor(cleaning.id);
    expect(estimate.sparePartDescription).not.toMatch(/seal|fitting/i);
    expect(estimate.estimateProblemDesc).toMatch(/clean/i);
  });

  it('has its own wording for every category that has services, with the same fees', () => {
    const withServices = categories.filter((c) => c.subcategories.length > 0);
    const texts = new Set(withServices.map((c) => demoEstimateFor(c.id).estimateProblemDesc));
    expect(texts.size).toBe(withServices.length);
    for (const c of withServices) expect(demoEstimateFor(c.id)).toMatchObject({ visitFees: 10, estimateServiceFees: 35, estimateSparePartFees: 12.5 });
  });
});
