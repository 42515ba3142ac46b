import { describe, expect, it } from 'vitest';
import { homeFlags } from './home-flags.ts';

describe('homeFlags (spec §2.1: /home reads is-service and is-rfp-reply)', () => {
  it('reads each flag when present, whatever true-ish value it carries', () => {
    expect(homeFlags(new URLSearchParams('is-service=true'))).toEqual({ orderNow: true, rfpReply: false });
    expect(homeFlags(new URLSearchParams('is-rfp-reply=1'))).toEqual({ orderNow: false, rfpReply: true });
    expect(homeFlags(new URLSearchParams('is-service&is-rfp-reply=TRUE'))).toEqual({ orderNow: true, rfpReply: true });
  });
  it('ignores them when absent or explicitly off', () => {
    expect(homeFlags(new URLSearchParams(''))).toEqual({ orderNow: false, rfpReply: false });
    expect(homeFlags(new URLSearchParams('is-service=false&is-rfp-reply=0'))).toEqual({ orderNow: false, rfpReply: false });
  });
});
