import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { applyServerFieldErrors } from './server-field-errors.ts';

describe('applyServerFieldErrors', () => {
  it('places the first message of each known field and returns the others', () => {
    const set: Record<string, string> = {};
    const err = new ApiError(400, 'x', { email: ['taken', 'second'], 'attachments.0': ['too big'] });
    const rest = applyServerFieldErrors(err, ['email', 'password'] as const, (f, e) => (set[f] = e.message));
    expect(set).toEqual({ email: 'taken' });
    expect(rest).toEqual({ 'attachments.0': 'too big' });
  });

  it('ignores errors that are not API errors', () => {
    expect(
      applyServerFieldErrors(new Error('x'), ['email'] as const, () => {
        throw new Error('must not be called');
      }),
    ).toEqual({});
  });
});
