import type { ReactNode } from 'react';
import { useDirection } from '@mantine/core';

/** Arrows that mean "back" or "forward" point the other way when the page reads right to left. */
export function MirrorInRtl({ children }: { children: ReactNode }) {
  const { dir } = useDirection();
  return <span style={{ display: 'inline-flex', transform: dir === 'rtl' ? 'scaleX(-1)' : undefined }}>{children}</span>;
}
