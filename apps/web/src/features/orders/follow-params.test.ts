import { describe, expect, it } from 'vitest';
import { followParams, myOrdersTarget, orderIdParam } from './follow-params.ts';

const p = (s: string) => new URLSearchParams(s);

describe('address parameters of the order pages', () => {
  it('reads a positive whole id only', () => {
    expect(orderIdParam('12')).toBe(12);
    for (const bad of [null, '', '0', '-3', '1.5', 'abc', '12a', '99999999999']) expect(orderIdParam(bad)).toBeNull();
  });

  it('reads serviceId and a type of T, R or E', () => {
    expect(followParams(p('serviceId=5&type=T'))).toEqual({ id: 5, type: 'T' });
    expect(followParams(p('serviceId=5&type=R'))).toEqual({ id: 5, type: 'R' });
    expect(followParams(p('serviceId=5&type=E'))).toEqual({ id: 5, type: 'E' });
    expect(followParams(p('serviceId=5&type=DA'))).toBeNull();
    expect(followParams(p('serviceId=5'))).toBeNull();
    expect(followParams(p('type=T'))).toBeNull();
  });

  it('picks the My Orders tab: serviceId is direct award, expressId is express, default express', () => {
    expect(myOrdersTarget(p('serviceId=2'))).toEqual({ tab: 'T', id: 2 });
    expect(myOrdersTarget(p('expressId=1'))).toEqual({ tab: 'E', id: 1 });
    expect(myOrdersTarget(p('expressId=x'))).toEqual({ tab: 'E', id: null });
    expect(myOrdersTarget(p(''))).toEqual({ tab: 'E', id: null });
  });
});
