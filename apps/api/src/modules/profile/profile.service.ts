import { CUSTOMER_TYPE } from '@portal/contract/codes';
import type { ProfileView } from '@portal/contract/profile';
import type { Db } from '@portal/db/client';
import { notFound } from '../../lib/app-error.ts';
import { profileRepository } from './profile.repository.ts';

export function profileService(db: Db) {
  const repo = profileRepository(db);
  return {
    /** The customer's own profile (spec §3 Profile). Photo upload and branches come with profile editing. */
    async view(accountId: number): Promise<ProfileView> {
      const row = await repo.customer(accountId);
      if (!row) throw notFound();
      const [industry, attachments] = await Promise.all([repo.industryIds(accountId), repo.attachments(accountId)]);
      const c = row.customer;
      const commercial = c.customerTypeId === CUSTOMER_TYPE.commercial;
      return {
        id: accountId,
        name: c.name,
        companyName: c.companyName,
        email: row.email,
        phoneNo: c.phoneNo,
        countryCode: c.countryCode,
        description: commercial ? (c.description ?? '') : null,
        latitude: c.latitude,
        longitude: c.longitude,
        country: c.country,
        city: c.city,
        area: c.area,
        branchName: c.branchName,
        profilePhoto: null,
        isProfilepicUploaded: false,
        customerType: row.customerType,
        industry,
        attachments,
        // The same provisional rule as the login answer, so home and profile agree; profile editing refines it.
        isProfileCompleted: Boolean(c.name && c.companyName && c.phoneNo && c.area && c.branchName && industry.length > 0),
        subBranches: [],
      };
    },
  };
}
