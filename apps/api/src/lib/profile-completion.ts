import { CUSTOMER_TYPE } from '@portal/contract/codes';
import { isProfileComplete, type ProfileCompletion } from '@portal/contract/profile';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { customerIndustries, customers } from '@portal/db/schema/accounts';
import { customerBranches } from '@portal/db/schema/orders';

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

/**
 * isProfileCompleted of one customer, as the login answer reports it (the profile view computes it from what it
 * has loaded anyway). In lib because both the auth and the profile modules need it.
 */
export async function profileCompleted(db: Db, accountId: number): Promise<boolean> {
  const [row] = await db.select().from(customers).where(eq(customers.accountId, accountId)).limit(1);
  if (!row) return false;
  const [[industries], branches] = await Promise.all([
    db.select({ n: count() }).from(customerIndustries).where(eq(customerIndustries.customerId, accountId)),
    db
      .select()
      .from(customerBranches)
      .where(and(eq(customerBranches.customerId, accountId), eq(customerBranches.deleted, false)))
      .orderBy(asc(customerBranches.id)),
  ]);
  return isComplete(completionOf({ ...row, industryCount: industries?.n ?? 0, branches }));
}
