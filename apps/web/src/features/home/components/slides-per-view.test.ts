import { describe, expect, it } from 'vitest';
import { slidesPerView } from './slides-per-view.ts';

describe('slidesPerView', () => {
  it('steps 5/4/3/2/1 at the breakpoints', () => {
    expect(slidesPerView(1440)).toBe(5);
    expect(slidesPerView(1200)).toBe(5);
    expect(slidesPerView(1199)).toBe(4);
    expect(slidesPerView(992)).toBe(4);
    expect(slidesPerView(991)).toBe(3);
    expect(slidesPerView(768)).toBe(3);
    expect(slidesPerView(767)).toBe(2);
    expect(slidesPerView(576)).toBe(2);
    expect(slidesPerView(575)).toBe(1);
    expect(slidesPerView(0)).toBe(1);
  });
});
