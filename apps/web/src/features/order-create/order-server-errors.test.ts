import { describe, expect, it } from 'vitest';
import { ApiError } from '@portal/web-kit/api-client';
import { isNoProviderAnswer, placeServerErrors } from './order-server-errors.ts';

describe('placeServerErrors', () => {
  it('puts each server field on the form field that shows it, first message only, files apart', () => {
    const err = new ApiError(400, 'Bad', {
      description: ['Too long', 'Other'],
      phoneNo: ['Bad phone'],
      countryCode: ['Bad code'],
      latitude: ['Pick a place'],
      orderCreateAt: ['Past'],
      'attachments.1': ['Video too long'],
      category: ['Unknown category'],
    });
    expect(placeServerErrors(err)).toEqual({
      fields: [
        ['description', 'Too long'],
        ['address.phoneNo', 'Bad phone'],
        ['address.location', 'Pick a place'],
        ['orderDate', 'Past'],
      ],
      attachments: 'Video too long',
    });
    expect(placeServerErrors(new Error('x'))).toEqual({ fields: [], attachments: null });
  });
});

describe('isNoProviderAnswer', () => {
  it('is the 400 whose data names noProviderAvailable, and no other answer', () => {
    expect(isNoProviderAnswer(new ApiError(400, 'No provider', {}, { code: 'noProviderAvailable' }))).toBe(true);
    expect(isNoProviderAnswer(new ApiError(400, 'Something else'))).toBe(false);
    expect(isNoProviderAnswer(new ApiError(400, 'Bad', { description: ['x'] }))).toBe(false);
    expect(isNoProviderAnswer(new ApiError(500, 'Oops'))).toBe(false);
    expect(isNoProviderAnswer(new ApiError(0, 'network'))).toBe(false);
  });
});
