import { nationalPhoneNumber } from '@portal/contract/rules';
import { ACTIVE_STATUSES } from '@portal/contract/order-state-machine';
import type { OrderStatus } from '@portal/contract/codes';
import type { OrderProvider } from './order-types.ts';

/**
 * Spec §2.8: the provider's contact shows while the order is active and past requested (accepted,
 * approved, on the way, under progress); otherwise the brief shows. The server fills the contact only
 * then too, so both must agree before the box appears.
 */
export function showsContact(type: 'E' | 'T', status: OrderStatus, provider: OrderProvider | null): boolean {
  // WPAY is an active order (shown as under progress) but the work is done: the server no longer fills the contact.
  if (status === 'REQD' || status === 'WPAY' || !ACTIVE_STATUSES[type].includes(status)) return false;
  return Boolean(provider && (provider.phoneNo || provider.email));
}

/** Provider files (the finished work) show once the work is finished (spec §2.8). */
export const FINISHED: readonly OrderStatus[] = ['FSD', 'WPAY', 'DONE'];

/** A phone in international form for tel: links and display: +962 7XXXXXXXX. */
export function phoneParts(countryCode: string | null, phoneNo: string): { href: string; text: string } {
  const cc = (countryCode ?? '').replace(/[^\d]/g, '');
  // A number stored with its trunk zero ("0795551234") still dials and reads in international form.
  const local = cc ? nationalPhoneNumber(`+${cc}`, phoneNo) : phoneNo.replace(/[^\d]/g, '');
  return { href: `tel:${cc ? `+${cc}` : ''}${local}`, text: cc ? `+${cc} ${local}` : local };
}
