import { describe, expect, it } from 'vitest';
import { detailsHref, PICKER_MODES } from './picker-mode.ts';

describe('picker modes', () => {
  it('checks availability with E for express and T for direct award', () => {
    expect(PICKER_MODES.express.availability).toBe('E');
    expect(PICKER_MODES.directAward.availability).toBe('T');
  });
  it('goes on to the details route with categoryId and subcategoryId', () => {
    expect(detailsHref('express', 1, 4)).toBe('/express-details?categoryId=1&subcategoryId=4');
    expect(detailsHref('directAward', 2, 9)).toBe('/direct-award-details?categoryId=2&subcategoryId=9');
  });
});
