import type { Branch } from '@portal/contract/branches';
import type { Db } from '@portal/db/client';
import { notFound } from '../../lib/app-error.ts';
import { customerAddressesRepository } from '../order-core/customer-addresses.repository.ts';

/** The addresses an order can go to: the profile's own (id 'main') first, then the saved branches. */
export function branchesService(db: Db) {
  const repo = customerAddressesRepository(db);
  return {
    async list(customerId: number): Promise<Branch[]> {
      const [main, saved] = await Promise.all([repo.customerMain(customerId), repo.savedBranches(customerId)]);
      if (!main) throw notFound();
      return [
        {
          id: 'main',
          branchName: main.branchName,
          name: main.name,
          email: main.email,
          countryCode: main.countryCode,
          phoneNo: main.phoneNo,
          latitude: main.latitude,
          longitude: main.longitude,
          country: main.country,
          city: main.city,
          area: main.area,
          isMain: true,
        },
        ...saved.map((b) => ({
          id: b.id,
          branchName: b.branchName,
          name: b.name,
          email: b.email,
          countryCode: b.countryCode,
          phoneNo: b.phoneNo,
          latitude: b.latitude,
          longitude: b.longitude,
          country: b.country,
          city: b.city,
          area: b.area,
          isMain: false,
        })),
      ];
    },
  };
}
