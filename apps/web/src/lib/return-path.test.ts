import { describe, expect, it } from 'vitest';
import { loginThenReturnTo } from './login-then-return.ts';
import { safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeReturnPath('/express-reply?expressId=5')).toBe('/express-reply?expressId=5');
    expect(safeReturnPath('/my-orders')).toBe('/my-orders');
  });

  it('refuses other origins, scripts and malformed values', () => {
    for (const bad of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'express-reply', '', null, undefined, '/\t/evil.example'])
      expect(safeReturnPath(bad as string)).toBeNull();
  });

  it('refuses the public pages, which would loop back to the log in', () => {
    expect(safeReturnPath('/landing?is-login=true')).toBeNull();
    expect(safeReturnPath('/')).toBeNull();
    expect(safeReturnPath('/email-verification?id=1')).toBeNull();
  });
});

describe('loginThenReturnTo', () => {
  it('opens the log in on the landing page and carries the page asked for', () => {
    const url = new URL(loginThenReturnTo('/express-reply?expressId=5'), 'https://x.invalid');
    expect(url.pathname).toBe('/landing');
    expect(url.searchParams.get('is-login')).toBe('true');
    expect(url.searchParams.get('next')).toBe('/express-reply?expressId=5');
  });
});
