import { describe, expect, it } from 'vitest';
import { ApiError } from '@portal/web-kit/api-client';
import { captchaSpent } from './captcha-spent.ts';

describe('captchaSpent', () => {
  it('keeps the solved proof when the server refused a field it reads before the proof', () => {
    expect(captchaSpent(new ApiError(400, 'x', { email: ['Email address should be a valid email address'] }))).toBe(false);
    expect(captchaSpent(new ApiError(400, 'x', { phoneNo: ['bad'], confirmPwd: ['no match'] }))).toBe(false);
  });

  it('asks for a new proof when the server got as far as checking it, or for any other failure', () => {
    expect(captchaSpent(new ApiError(400, 'x', { altcha: ['captchaInvalid'] }))).toBe(true);
    expect(captchaSpent(new ApiError(400, 'x', { industry: ['industryInvalid'] }))).toBe(true);
    expect(captchaSpent(new ApiError(400, 'x', { 'attachments.0': ['fileType'] }))).toBe(true);
    expect(captchaSpent(new ApiError(429, 'slow down'))).toBe(true);
    expect(captchaSpent(new ApiError(500, 'boom'))).toBe(true);
    expect(captchaSpent(new Error('network'))).toBe(true);
  });
});
