import { CUSTOMER_TYPE } from '@portal/contract/codes';
import { isProfileComplete, type ProfileCompletion } from '@portal/contract/profile';
import type { Db } from '@portal/db/client';
import { profileRepository } from './profile.repository.ts';

export type CompletionFacts = {
  customerTypeId: number;
  name: string;
  companyName: string;
  phoneNo: string;
  description: string | null;
  contactPosition: string | null;
  about: string | null;
  profilePhotoId: string | null;
  area: string;
  branchName: string;
  latitude: number | null;
  longitude: number | null;
  allowLocationAccess: boolean;
  industryCount: number;
  branches: Array<{ name: string; email: string; branchName: string; phoneNo: string; area: string }>;
};

const filled = (v: string | null | undefined) => Boolean(v && v.trim());

/** Which parts of the profile are done (spec §2.11). Extra branches are optional: none at all counts as done. */
export function completionOf(f: CompletionFacts): ProfileCompletion {
  const commercial = f.customerTypeId === CUSTOMER_TYPE.commercial;
  return {
    companyProfile:
      filled(f.name) && filled(f.companyName) && filled(f.phoneNo) && f.industryCount > 0 && (!commercial || filled(f.description)),
    contactPerson: filled(f.name) && filled(f.contactPosition),
    about: filled(f.about),
    photo: f.profilePhotoId !== null,
    mainAddress: filled(f.area) && filled(f.branchName) && f.latitude !== null && f.longitude !== null,
    branches: f.branches.every((b) => filled(b.name) && filled(b.email) && filled(b.branchName) && filled(b.phoneNo) && filled(b.area)),
    locationAccess: f.allowLocationAccess,
  };
}

/** Location access is not counted (contract PROFILE_COMPLETION_PARTS). */
export const isComplete = (c: ProfileCompletion) => isProfileComplete(c);

/** isProfileCompleted of one customer, as the profile view and the login answer both report it. */
export async function profileCompleted(db: Db, accountId: number): Promise<boolean> {
  const repo = profileRepository(db);
  const row = await repo.customer(accountId);
  if (!row) return false;
  const [industry, branches] = await Promise.all([repo.industryIds(accountId), repo.branches(accountId)]);
  return isComplete(completionOf({ ...row.customer, industryCount: industry.length, branches }));
}
