import type { BranchChoice, NewAddress } from '@portal/contract/orders';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { haversineKm } from '../../lib/haversine.ts';
import type { CustomerAddresses } from './customer-addresses.repository.ts';

/** How near a saved address the spec's flat fields must point to be that address: GPS and map picks wobble by metres. */
export const SAME_PLACE_METRES = 10;

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
const near = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) =>
  haversineKm({ lat: a.latitude, lng: a.longitude }, { lat: b.latitude, lng: b.longitude }) * 1000 <= SAME_PLACE_METRES;

/**
 * A branch sent as the spec's flat fields (no branchId): the customer's saved address of the same name within
 * SAME_PLACE_METRES is that address ('main' or its id), so the order points at it and nothing is saved twice;
 * otherwise null (the order's own address). docs/decisions/0015.
 */
export async function matchSavedAddress(repo: CustomerAddresses, customerId: number, a: NewAddress): Promise<'main' | number | null> {
  const main = await repo.customerMain(customerId);
  if (main && sameName(main.branchName, a.branchName) && near(main, a)) return 'main';
  const saved = (await repo.savedBranches(customerId)).find((b) => sameName(b.branchName, a.branchName) && near(b, a));
  return saved ? saved.id : null;
}

/**
 * Where an order (direct, express or RFP) goes and whom to contact there: the profile's address ('main'), a saved
 * branch, or a new address typed into the form; and the branch to save, if asked.
 */
export async function resolveOrderAddress(
  repo: CustomerAddresses,
  customerId: number,
  choice: Pick<BranchChoice, 'branchId' | 'address'> & { fromFields?: boolean },
) {
  const matched = choice.fromFields && choice.address ? await matchSavedAddress(repo, customerId, choice.address) : null;
  const input = matched === null ? choice : { branchId: matched, address: null };
  if (input.branchId === 'main') {
    const main = await repo.customerMain(customerId);
    if (!main) throw notFound('orderNotFound');
    return {
      place: {
        branchName: main.branchName,
        latitude: main.latitude,
        longitude: main.longitude,
        country: main.country,
        city: main.city,
        area: main.area,
      },
      contact: { contactName: main.name, contactEmail: main.email, countryCode: main.countryCode, phoneNo: main.phoneNo },
      save: null,
    };
  }
  if (input.branchId === 'new') {
    const a = input.address!;
    const place = {
      branchName: a.branchName,
      latitude: a.latitude,
      longitude: a.longitude,
      country: a.country,
      city: a.city,
      area: a.area,
    };
    const contact = { contactName: a.name, contactEmail: a.email, countryCode: a.countryCode, phoneNo: a.phoneNo };
    const save = a.isSave
      ? {
          customerId,
          name: a.name,
          email: a.email,
          branchName: a.saveAs ?? a.branchName,
          countryCode: a.countryCode,
          phoneNo: a.phoneNo,
          area: a.area,
          city: a.city,
          country: a.country,
          latitude: a.latitude,
          longitude: a.longitude,
        }
      : null;
    return { place, contact, save };
  }
  const b = await repo.savedBranch(customerId, input.branchId);
  if (!b) throw badRequest('branchNotFound', { branchId: ['branchNotFound'] });
  return {
    place: { branchName: b.branchName, latitude: b.latitude, longitude: b.longitude, country: b.country, city: b.city, area: b.area },
    contact: { contactName: b.name, contactEmail: b.email, countryCode: b.countryCode, phoneNo: b.phoneNo },
    save: null,
  };
}
