import { randomId } from '@portal/web-kit/random-id';
import type { OrderAttachment } from '../../components/order-attachments/check-order-attachments.ts';

/**
 * Files picked on the express form travel to the direct award form in memory, not in the history entry:
 * a history state is copied on every navigation and browsers cap its size, and large videos would pass
 * it. Only the key rides in payloadData; after a reload the files are gone and the form simply has none.
 */
const held = new Map<string, OrderAttachment[]>();

export function holdAttachments(list: OrderAttachment[]): string | null {
  if (!list.length) return null;
  const key = randomId();
  held.set(key, list);
  return key;
}

/** The files held under a key; they stay held so a re-render or StrictMode's second mount finds them too. */
export function heldAttachments(key: string | null | undefined): OrderAttachment[] {
  return (key && held.get(key)) || [];
}
