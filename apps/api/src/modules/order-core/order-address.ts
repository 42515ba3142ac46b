import type { NewAddress } from '@portal/contract/orders';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { CustomerAddresses } from './customer-addresses.repository.ts';

/**
 * Where an order (direct, express or RFP) goes and whom to contact there: the profile's address ('main'), a saved
 * branch, or a new address typed into the form; and the branch to save, if asked.
 */
export async function resolveOrderAddress(repo: CustomerAddresses, customerId: number, input: { branchId: 'main' | 'new' | number; address: NewAddress | null }) {
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
