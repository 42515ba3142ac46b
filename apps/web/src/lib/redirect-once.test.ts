import { beforeEach, describe, expect, it } from 'vitest';
import { alreadyRedirected, rememberRedirect, wantsToStay, STAY_ON_ORDER } from './redirect-once.ts';

describe('the order page redirects once (issue 13 point 4)', () => {
  beforeEach(() => sessionStorage.clear());

  it('remembers each reason on its own', () => {
    expect(alreadyRedirected('T:5:estimation:PEND')).toBe(false);
    rememberRedirect('T:5:estimation:PEND');
    expect(alreadyRedirected('T:5:estimation:PEND')).toBe(true);
    expect(alreadyRedirected('T:6:estimation:PEND')).toBe(false);
    expect(alreadyRedirected('T:5:estimation:ACPT')).toBe(false);
  });

  it('a link back to the order asks to stay', () => {
    expect(wantsToStay(STAY_ON_ORDER)).toBe(true);
    expect(wantsToStay(null)).toBe(false);
    expect(wantsToStay({ other: 1 })).toBe(false);
  });

  it('survives broken storage', () => {
    sessionStorage.setItem('orderRedirectsDone', '{oops');
    expect(alreadyRedirected('x')).toBe(false);
    rememberRedirect('x');
    expect(alreadyRedirected('x')).toBe(true);
  });
});
