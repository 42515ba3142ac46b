import { describe, expect, it } from 'vitest';
import { modalFromLocation, withoutModalParams } from './landing-modal.ts';

const q = (s: string) => new URLSearchParams(s);

describe('modalFromLocation (spec §2.1)', () => {
  it('opens reset password from the mailed link with its e-mail and token', () => {
    expect(modalFromLocation(q('reset-password=true&email=a%40b.jo&token=abc123'), null)).toEqual({
      kind: 'reset',
      email: 'a@b.jo',
      token: 'abc123',
    });
  });

  it('opens reset even from a link that lost its token, so the user is told the link is invalid', () => {
    expect(modalFromLocation(q('reset-password=true'), null)).toEqual({ kind: 'reset', email: '', token: '' });
  });

  it('opens log in for is-login and sign-up for the signUp navigation state', () => {
    expect(modalFromLocation(q('is-login=true'), null)).toEqual({ kind: 'login' });
    expect(modalFromLocation(q(''), { signUp: true })).toEqual({ kind: 'signup' });
  });

  it('opens nothing otherwise, or for flags set to false', () => {
    expect(modalFromLocation(q(''), null)).toBeNull();
    expect(modalFromLocation(q('is-login=false'), { signUp: false })).toBeNull();
    expect(modalFromLocation(q('other=1'), 'x')).toBeNull();
  });
});

describe('withoutModalParams', () => {
  it('drops the parameters that open modals and keeps the rest', () => {
    expect(withoutModalParams(q('reset-password=true&email=a&token=b&utm=x&is-login=true')).toString()).toBe('utm=x');
  });
});

describe('modalFromLocation: log in with what the link knows', () => {
  it('carries the known e-mail and the page to return to', () => {
    expect(modalFromLocation(q('is-login=true&email=a%40b.jo&next=%2Fexpress-reply%3FexpressId%3D5'), null)).toEqual({
      kind: 'login',
      email: 'a@b.jo',
      next: '/express-reply?expressId=5',
    });
  });

  it('drops the return path with the other modal parameters once acted on', () => {
    expect(withoutModalParams(q('is-login=true&next=%2Fmy-orders&x=1')).toString()).toBe('x=1');
  });
});
